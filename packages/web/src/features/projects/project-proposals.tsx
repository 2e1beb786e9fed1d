import { Alert, Button, Card, Checkbox, Dialog, Field, Heading, HStack, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Project } from '@publi/application';
import { formatBRL, formatDate, saoPauloDay, takesProposals } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton } from '../../shared/busy-button.js';
import { ContractStatusBadge } from '../../shared/contract-status-badge.js';
import { ProposalFormStore } from '../../stores/proposal-form.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { CalendarDayField } from '../../shared/forms/calendar-day-field.js';

/** A project's proposals and contracts, and the brand's way to send new ones. */
export const ProjectProposals = observer(function ProjectProposals({ project }: { readonly project: Project }) {
  const form = usePageStore(ProposalFormStore);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void form.loadFor(project, saoPauloDay(new Date()));
  }, [form, project]);
  const canPropose = takesProposals(project.status);
  const waiting = form.rows.filter((row) => !row.busy).length;
  return (
    <Card.Root as="section" aria-labelledby="proposals-title">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="md" id="proposals-title">Propostas e contratos</Heading>
          {canPropose && (
            // Locked, never disabled, when nobody waits for a proposal: the dialog gives the focus
            // back to this button when it closes, even after sending to the last creator.
            <BusyButton size="sm" colorPalette="secondary" busy={false} locked={waiting === 0} onClick={() => { setOpen(true); }}>
              Enviar propostas
            </BusyButton>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {form.loadError !== null && (
          <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{form.loadError}</Alert.Description></Alert.Root>
        )}
        {!canPropose && form.contracts.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{project.status === 'Draft' ? 'Publique o briefing para enviar propostas aos criadores.' : 'Este projeto foi encerrado.'}</Text>
        ) : form.contracts.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">Nenhuma proposta enviada ainda. Envie propostas aos criadores do projeto.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {form.contracts.map((contract) => (
              <HStack as="li" key={contract.id} justify="space-between" wrap="wrap" gap="2">
                <RouterLink to={`/contratos/${String(contract.id)}`}>{contract.creator.name}</RouterLink>
                <HStack gap="2">
                  <Text fontSize="sm">{formatBRL((contract.counter ?? contract.terms).amountCentavos)}</Text>
                  <ContractStatusBadge status={contract.status} />
                  {contract.unreadMessages > 0 && <Text fontSize="xs" color="secondary">{contract.unreadMessages} nova(s)</Text>}
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
      <ProposalDialog open={open} onClose={() => { setOpen(false); }} />
    </Card.Root>
  );
});

const ProposalDialog = observer(function ProposalDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const form = usePageStore(ProposalFormStore);
  const submit = async () => {
    if ((await form.submit()) !== null) onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => { if (!details.open && !form.sending) onClose(); }} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
            <Dialog.Header>
              <Dialog.Title>Enviar propostas</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">O valor sugerido soma os preços do criador e as opções do projeto; ajuste se quiser. Cada criador tem 7 dias para responder.</Text>
                {form.rows.map((row) => (
                  <Card.Root key={row.creatorId} size="sm" variant={row.busy ? 'subtle' : 'outline'}>
                    <Card.Body>
                      <Stack gap="3">
                        <Checkbox.Root checked={row.selected} disabled={row.busy} onCheckedChange={(details) => { form.edit(row.creatorId, { selected: details.checked === true }); }}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>
                            {row.name}
                            {row.busy && ' (já tem proposta em andamento)'}
                          </Checkbox.Label>
                        </Checkbox.Root>
                        {row.selected && !row.busy && (
                          <Stack gap="3">
                            <Stack direction={{ base: 'column', md: 'row' }} gap="3">
                              <Field.Root invalid={form.errorOf(row.creatorId, 'amountCentavos') !== undefined}>
                                <Field.Label>Valor para {row.name} (R$)</Field.Label>
                                <Input inputMode="decimal" value={row.amount} onChange={(event) => { form.edit(row.creatorId, { amount: event.target.value }); }} />
                                <Field.ErrorText>{form.errorOf(row.creatorId, 'amountCentavos')}</Field.ErrorText>
                              </Field.Root>
                              <CalendarDayField
                                label={`Prazo para ${row.name}`}
                                value={row.deadline}
                                error={form.errorOf(row.creatorId, 'deadline')}
                                onChange={(deadline) => { form.edit(row.creatorId, { deadline: deadline ?? '' }); }}
                                portalled={false}
                              />
                            </Stack>
                            <Field.Root invalid={form.errorOf(row.creatorId, 'creatorId') !== undefined}>
                              <Field.Label>Mensagem para {row.name} (opcional)</Field.Label>
                              <Textarea value={row.message} maxLength={2000} rows={2} onChange={(event) => { form.edit(row.creatorId, { message: event.target.value }); }} />
                              <Field.ErrorText>{form.errorOf(row.creatorId, 'creatorId')}</Field.ErrorText>
                            </Field.Root>
                            <Text fontSize="xs" color="fg.muted">
                              {[row.stories > 0 && `${String(row.stories)} stories`, row.feed > 0 && `${String(row.feed)} no feed`, row.tiktok > 0 && `${String(row.tiktok)} no TikTok`].filter(Boolean).join(', ')}
                              {row.deadline !== '' && ` · até ${formatDate(row.deadline)}`}
                            </Text>
                          </Stack>
                        )}
                      </Stack>
                    </Card.Body>
                  </Card.Root>
                ))}
                {form.error !== null && (
                  <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{form.error}</Alert.Description></Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', md: 'row' }} alignItems="stretch">
              <Button variant="outline" onClick={onClose} disabled={form.sending}>Voltar</Button>
              <BusyButton type="submit" colorPalette="secondary" busy={form.sending} locked={form.chosen.length === 0}>
                Enviar {form.chosen.length} {form.chosen.length === 1 ? 'proposta' : 'propostas'}
              </BusyButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
