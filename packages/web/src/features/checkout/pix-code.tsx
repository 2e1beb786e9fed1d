import { Alert, Badge, Button, Field, HStack, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import type { PixCharge } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { BusyButton } from '../../shared/busy-button.js';
import { CheckoutStore } from '../../stores/checkout.store.js';
import { usePageStore } from '../../stores/stores-context.js';

/** Props of {@link PixCode}. */
export interface PixCodeProps {
  readonly pix: PixCharge;
  /** What this kind of Pix says first (a Pix com vencimento's due date and terms). */
  readonly children?: ReactNode;
  /** What stands beside "Copiar código" (an immediate Pix's time left). */
  readonly beside?: ReactNode;
}

/**
 * A Pix generated, of either kind: the QR to scan, the code to copy, the wait for the payment and
 * "simular pagamento" in demo mode (the same sandbox route, by the charge's txid).
 */
export const PixCode = observer(function PixCode({ pix, children, beside }: PixCodeProps) {
  const checkout = usePageStore(CheckoutStore);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(pix.code);
    setCopied(true);
  };
  return (
    <Stack gap="4" pt="4" align={{ base: 'stretch', md: 'start' }}>
      {children}
      <Image src={pix.qrImage} alt="QR Code do Pix" width="240px" height="240px" alignSelf="center" />
      <Field.Root>
        <Field.Label>Pix copia e cola</Field.Label>
        <Textarea value={pix.code} readOnly rows={3} fontFamily="mono" fontSize="xs" onFocus={(event) => { event.target.select(); }} />
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>{copied ? 'Código copiado' : 'Copiar código'}</Button>
        {beside}
      </HStack>
      <Text aria-live="polite" fontSize="sm" color="fg.muted">Aguardando o pagamento… esta página avança sozinha quando ele for confirmado.</Text>
      {checkout.payError !== null && <PayError message={checkout.payError} />}
      {checkout.order.quote?.simulation === true && (
        <Stack gap="2" borderWidth="1px" borderStyle="dashed" borderColor="orange.400" borderRadius="md" p="3">
          <HStack gap="2">
            <Badge colorPalette="orange">Só em demonstração</Badge>
          </HStack>
          <Text fontSize="sm">Sem banco por perto? Simule o pagamento deste Pix: a confirmação chega pelo mesmo caminho de um pagamento real.</Text>
          <BusyButton size="sm" colorPalette="orange" variant="outline" alignSelf="start" busy={checkout.pending === 'simulate'} onClick={() => void checkout.simulate()}>
            Simular pagamento
          </BusyButton>
        </Stack>
      )}
    </Stack>
  );
});

/** A refusal of the payment, said at once. */
export function PayError({ message }: { readonly message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
