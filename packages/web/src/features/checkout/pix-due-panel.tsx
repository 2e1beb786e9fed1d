import { Alert, Stack, Text } from '@chakra-ui/react';
import type { PixDueOffer } from '@publi/application';
import { addCalendarDays, formatBRL, formatDate } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { BusyButton } from '../../shared/busy-button.js';
import { CalendarDayField } from '../../shared/forms/calendar-day-field.js';
import { CheckoutStore } from '../../stores/checkout.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { PayError, PixCode } from './pix-code.js';
import { lateTermsLine } from './pix-due-terms.js';

/**
 * Pix com vencimento, a larger campaign's boleto: the brand picks a due date, reads what it costs
 * until then and after it, and gets a Pix that waits until its last day. When the server does not
 * offer it, the tab says why instead of offering a button that would be refused.
 */
export const PixDuePanel = observer(function PixDuePanel() {
  const checkout = usePageStore(CheckoutStore);
  const quote = checkout.order.quote;
  const pix = checkout.payment?.method === 'pix_due' ? checkout.payment.pix : null;
  if (quote === null) return null;
  const due = pix?.due ?? null;
  if (pix !== null && due !== null) {
    return (
      <PixCode pix={pix}>
        <Stack gap="1" data-testid="pix-due-terms">
          <Text fontWeight="semibold">Vencimento: {formatDate(due.dueDate)} · Total {formatBRL(checkout.payment?.totalCentavos ?? quote.totalCentavos)}</Text>
          <Text fontSize="sm">{lateTermsLine(checkout.payment?.totalCentavos ?? quote.totalCentavos, due, due.dueDate, due.lastDay)}</Text>
          <Text fontSize="sm">O contrato fica aguardando este pagamento até {formatDate(due.lastDay)}.</Text>
        </Stack>
      </PixCode>
    );
  }
  const intro = <Text>Pague por Pix até a data de vencimento que escolher, como um boleto: o código vale até lá, e o pagamento é confirmado aqui sozinho.</Text>;
  if (quote.pixDue.unavailableReason !== null) {
    return (
      <Stack gap="3" pt="4">
        {intro}
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{quote.pixDue.unavailableReason}</Alert.Description>
        </Alert.Root>
      </Stack>
    );
  }
  return <PixDueForm offer={quote.pixDue} totalCentavos={quote.totalCentavos} intro={intro} />;
});

interface PixDueFormProps {
  readonly offer: PixDueOffer;
  readonly totalCentavos: number;
  readonly intro: ReactNode;
}

const PixDueForm = observer(function PixDueForm({ offer, totalCentavos, intro }: PixDueFormProps) {
  const checkout = usePageStore(CheckoutStore);
  const { dueDate } = checkout.pixDue;
  const dueError = checkout.fieldErrors['dueDate'];
  // The server's reason for refusing the method is sharper than its general sentence.
  const refusal = dueError === undefined && checkout.method === 'pix_due' ? (checkout.fieldErrors['method'] ?? checkout.payError) : null;
  return (
    <Stack
      as="form"
      gap="4"
      pt="4"
      aria-label="Pagamento com Pix com vencimento"
      onSubmit={(event) => {
        event.preventDefault();
        void checkout.payByPixDue();
      }}
    >
      {intro}
      <CalendarDayField label="Vencimento" value={dueDate} error={dueError} min={offer.earliestDueDate} max={offer.latestDueDate} onChange={(day) => { checkout.pixDue.set(day); }} />
      <Stack gap="1" fontSize="sm" data-testid="pix-due-terms">
        {dueDate === null ? (
          <Text>Escolha um vencimento de {formatDate(offer.earliestDueDate)} a {formatDate(offer.latestDueDate)}.</Text>
        ) : (
          <>
            <Text fontWeight="semibold">Total até o vencimento, {formatDate(dueDate)}: {formatBRL(totalCentavos)}</Text>
            <Text>{lateTermsLine(totalCentavos, offer, dueDate, addCalendarDays(dueDate, offer.graceDays))}</Text>
          </>
        )}
      </Stack>
      {refusal !== null && <PayError message={refusal} />}
      <BusyButton type="submit" colorPalette="primary" alignSelf="start" busy={checkout.pending === 'pix_due'} locked={checkout.pending !== null || checkout.order.limitMessage !== null}>
        Gerar Pix com vencimento
      </BusyButton>
    </Stack>
  );
});
