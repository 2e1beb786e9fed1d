import { Alert, Field, Input, Stack, Text } from '@chakra-ui/react';
import { formatBRL } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { BusyButton } from '../../shared/busy-button.js';
import { CheckoutStore } from '../../stores/checkout.store.js';
import { usePageStore } from '../../stores/stores-context.js';

/**
 * The card form. Its fields go to the payment provider's checkout, which answers a token; only
 * the token reaches Publi. A decline is explained beside the button, in pt-BR.
 */
export const CardPanel = observer(function CardPanel() {
  const checkout = usePageStore(CheckoutStore);
  const { fieldErrors } = checkout;
  const card = checkout.card.fields;
  const settling = checkout.payment?.method === 'card' && checkout.payment.status === 'pending';
  return (
    <Stack
      as="form"
      gap="4"
      pt="4"
      aria-label="Pagamento com cartão"
      onSubmit={(event) => {
        event.preventDefault();
        void checkout.payByCard();
      }}
    >
      <Field.Root invalid={fieldErrors['number'] !== undefined} required>
        <Field.Label>Número do cartão</Field.Label>
        <Input inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={(event) => { checkout.card.set({ number: event.target.value }); }} />
        <Field.ErrorText>{fieldErrors['number']}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={fieldErrors['holderName'] !== undefined} required>
        <Field.Label>Nome impresso no cartão</Field.Label>
        <Input autoComplete="cc-name" value={card.holderName} onChange={(event) => { checkout.card.set({ holderName: event.target.value }); }} />
        <Field.ErrorText>{fieldErrors['holderName']}</Field.ErrorText>
      </Field.Root>
      <Stack direction="row" gap="3">
        <Field.Root invalid={fieldErrors['expiry'] !== undefined} required>
          <Field.Label>Validade (MM/AA)</Field.Label>
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" value={card.expiry} onChange={(event) => { checkout.card.set({ expiry: event.target.value }); }} />
          <Field.ErrorText>{fieldErrors['expiry']}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={fieldErrors['cvc'] !== undefined} required>
          <Field.Label>CVV</Field.Label>
          <Input inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={(event) => { checkout.card.set({ cvc: event.target.value }); }} />
          <Field.ErrorText>{fieldErrors['cvc']}</Field.ErrorText>
        </Field.Root>
      </Stack>
      {checkout.payError !== null && checkout.method === 'card' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{checkout.payError}</Alert.Description>
        </Alert.Root>
      )}
      {settling && <Text aria-live="polite">Pagamento aprovado, confirmando com o emissor…</Text>}
      <BusyButton type="submit" colorPalette="primary" alignSelf="start" busy={checkout.pending === 'card' || settling} locked={checkout.pending !== null || checkout.order.limitMessage !== null}>
        Pagar {checkout.order.quote === null ? '' : formatBRL(checkout.order.quote.totalCentavos)}
      </BusyButton>
      {checkout.order.quote?.simulation === true && (
        <Text fontSize="xs" color="fg.muted">
          Cartões de teste: 4242 4242 4242 4242 aprova; 4000 0000 0000 9995 é recusado por limite; 4100 0000 0000 0019, por segurança. Qualquer validade futura e CVV.
        </Text>
      )}
    </Stack>
  );
});
