import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Contract } from '@publi/application';
import { formatDateAtTime, MAX_CHANGE_ROUNDS } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { BusyButton } from '../../shared/busy-button.js';
import { ConfirmDialog } from '../../shared/confirm-dialog.js';
import { ContractStore } from '../../stores/contract.store.js';
import { DeliveriesStore } from '../../stores/deliveries.store.js';
import { usePageStore } from '../../stores/stores-context.js';

/**
 * The brand's answer to a delivery: approve it (the held money goes to the creator) or ask for
 * changes while rounds are left, with the day the delivery approves itself.
 */
export const DeliveryReview = observer(function DeliveryReview({ contract }: { readonly contract: Contract }) {
  const store = usePageStore(DeliveriesStore);
  const contractStore = usePageStore(ContractStore);
  const [confirming, setConfirming] = useState(false);
  const left = store.deliveries?.changeRoundsLeft ?? 0;
  const apply = (moved: Contract | null) => {
    if (moved !== null) contractStore.replace(moved);
  };
  return (
    <Stack gap="3">
      {contract.autoApprovalAt !== null && (
        <Text fontSize="sm" color="fg.muted">Sem resposta até {formatDateAtTime(new Date(contract.autoApprovalAt))}, a entrega é aprovada automaticamente.</Text>
      )}
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="primary" disabled={store.pending !== null} onClick={() => { setConfirming(true); }}>Aprovar entrega</Button>
      </HStack>
      {contract.answers.includes('request_changes') && left > 0 && (
        <Stack as="form" gap="2" aria-label="Pedir ajustes" onSubmit={(event) => { event.preventDefault(); void store.requestChanges(contract.id).then(apply); }}>
          <Field.Root invalid={store.fieldErrors['comment'] !== undefined}>
            <Field.Label>O que precisa ser ajustado? ({left} {left === 1 ? 'pedido restante' : 'pedidos restantes'})</Field.Label>
            <Textarea value={store.comment} maxLength={2000} onChange={(event) => { store.setComment(event.target.value); }} />
            <Field.ErrorText>{store.fieldErrors['comment']}</Field.ErrorText>
          </Field.Root>
          <BusyButton type="submit" variant="outline" alignSelf="start" busy={store.pending === 'changes'} locked={store.pending !== null}>Pedir ajustes</BusyButton>
        </Stack>
      )}
      {left === 0 && <Text fontSize="sm" color="fg.muted">Os {MAX_CHANGE_ROUNDS} pedidos de ajuste já foram usados.</Text>}
      <ConfirmDialog
        open={confirming}
        title="Aprovar a entrega?"
        confirmLabel="Aprovar"
        cancelLabel="Voltar"
        pending={store.pending === 'approve'}
        onConfirm={() => void store.approve(contract.id).then((moved) => { apply(moved); setConfirming(false); })}
        onCancel={() => { setConfirming(false); }}
      >
        <Text>O valor guardado pela Publi é liberado para o criador. Esta ação não pode ser desfeita.</Text>
      </ConfirmDialog>
    </Stack>
  );
});
