import { Button, Card, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import type { Contract } from '@publi/application';
import { formatAmount, readPositiveAmount } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { BusyButton } from '../../shared/busy-button.js';
import { CalendarDayField } from '../../shared/forms/calendar-day-field.js';
import { ContractStore } from '../../stores/contract.store.js';
import { usePageStore } from '../../stores/stores-context.js';

// The amount an error message gives as an example of what to type.
const EXAMPLE_CENTAVOS = 180_000;

/**
 * The creator's (or their agent's) counter-offer: an amount typed as a person types it (read by
 * the domain's one parser: `1.800,50`, `1800,50` and `1800.50` are all R$ 1.800,50), a deadline
 * and a note. What was typed stays after an error, which sits beside its field.
 */
export const CounterOfferForm = observer(function CounterOfferForm({ contract, onDone }: { readonly contract: Contract; readonly onDone: () => void }) {
  const store = usePageStore(ContractStore);
  const [amount, setAmount] = useState(formatAmount(contract.terms.amountCentavos));
  const [deadline, setDeadline] = useState(contract.terms.deadline);
  const [message, setMessage] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const submit = async () => {
    const typed = readPositiveAmount(amount, EXAMPLE_CENTAVOS);
    if (!typed.ok) {
      setAmountError(typed.message);
      return;
    }
    setAmountError(null);
    if (await store.move({ kind: 'counter', amountCentavos: typed.centavos, deadline, message })) onDone();
  };
  const amountMessage = amountError ?? store.fieldErrors['amountCentavos'];
  return (
    <Card.Root as="form" size="sm" onSubmit={(event) => { event.preventDefault(); void submit(); }} aria-label="Contraproposta">
      <Card.Body>
        <Stack gap="3">
          <Stack direction={{ base: 'column', md: 'row' }} gap="3">
            <Field.Root invalid={amountMessage !== undefined} required>
              <Field.Label>Valor (R$)</Field.Label>
              <Input inputMode="decimal" value={amount} onChange={(event) => { setAmount(event.target.value); }} />
              <Field.ErrorText>{amountMessage}</Field.ErrorText>
            </Field.Root>
            <CalendarDayField label="Prazo" value={deadline} error={store.fieldErrors['deadline']} onChange={(day) => { setDeadline(day ?? ''); }} />
          </Stack>
          <Field.Root>
            <Field.Label>Mensagem (opcional)</Field.Label>
            <Textarea value={message} maxLength={2000} onChange={(event) => { setMessage(event.target.value); }} />
          </Field.Root>
          <HStack gap="3">
            <BusyButton type="submit" colorPalette="primary" busy={store.pending === 'counter'}>Enviar contraproposta</BusyButton>
            <Button variant="ghost" onClick={onDone}>Desistir</Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});
