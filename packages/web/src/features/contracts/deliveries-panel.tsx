import { Alert, Box, Button, Card, Field, Heading, HStack, IconButton, Input, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Contract, DeliveryRound } from '@publi/application';
import { acceptedTypes, AUTO_APPROVAL_DAYS, formatDateAtTime, hasWorkStarted } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LinkifiedText } from '../../shared/linkified-text.js';
import { saveFile } from '../../shared/save-file.js';
import { ContractStore } from '../../stores/contract.store.js';
import { DeliveriesStore } from '../../stores/deliveries.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { BusyButton } from '../../shared/busy-button.js';
import { DeliveryReview } from './delivery-review.js';

const REVIEW_LABELS = { approved: 'Aprovada pela marca', auto_approved: `Aprovada automaticamente (${String(AUTO_APPROVAL_DAYS)} dias sem resposta)`, changes_requested: 'Ajustes pedidos' } as const;

function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** The contract's deliveries: the timeline, the creator's delivery form, the brand's answer. Shown once the contract is paid. */
export const DeliveriesPanel = observer(function DeliveriesPanel({ contract }: { readonly contract: Contract }) {
  const store = usePageStore(DeliveriesStore);
  useEffect(() => {
    if (hasWorkStarted(contract.status)) void store.load(contract.id);
  }, [store, contract.id, contract.status]);
  if (!hasWorkStarted(contract.status)) return null;
  const rounds = store.deliveries?.contractId === contract.id ? store.deliveries.rounds : [];
  return (
    <Stack gap="4" as="section" aria-labelledby="deliveries-heading">
      <Heading as="h2" size="lg" id="deliveries-heading">Entregas</Heading>
      {store.status === 'error' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{store.error}</Alert.Description>
          <Button size="sm" variant="outline" ml="auto" onClick={() => void store.load(contract.id)}>Tentar de novo</Button>
        </Alert.Root>
      )}
      {rounds.length === 0 && store.status === 'ready' && (
        <Text color="fg.muted" fontSize="sm">
          {contract.answers.includes('deliver') ? 'O pagamento está confirmado: envie aqui os links e arquivos do trabalho quando estiverem prontos.' : 'O pagamento está confirmado. O criador envia a entrega por aqui.'}
        </Text>
      )}
      {rounds.map((round) => (
        <RoundCard key={round.round} round={round} contractId={contract.id} />
      ))}
      {store.actionError !== null && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>{store.actionError}</Alert.Description>
        </Alert.Root>
      )}
      {contract.answers.includes('deliver') && <DeliveryForm contract={contract} />}
      {(contract.answers.includes('approve') || contract.answers.includes('request_changes')) && <DeliveryReview contract={contract} />}
    </Stack>
  );
});

const RoundCard = observer(function RoundCard({ round, contractId }: { readonly round: DeliveryRound; readonly contractId: number }) {
  const store = usePageStore(DeliveriesStore);
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">Entrega {round.round} · {formatDateAtTime(new Date(round.deliveredAt))}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" fontSize="sm">
          {round.note !== '' && <Text whiteSpace="pre-wrap"><LinkifiedText text={round.note} /></Text>}
          {round.links.map((link) => (
            <Text key={link} wordBreak="break-all"><LinkifiedText text={link} /></Text>
          ))}
          {round.files.map((file) => (
            <HStack key={file.id} justify="space-between" gap="3">
              <Text truncate>{file.name} · {sizeOf(file.size)}</Text>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Baixar ${file.name}`}
                onClick={() => void store.download(contractId, file.id).then((downloaded) => { if (downloaded !== null) saveFile(downloaded); })}
              >
                Baixar
              </Button>
            </HStack>
          ))}
          {round.review !== null && (
            <Box borderLeftWidth="3px" borderColor={round.review.kind === 'changes_requested' ? 'orange.400' : 'green.500'} pl="3">
              <Text fontWeight="semibold">{REVIEW_LABELS[round.review.kind]} · {formatDateAtTime(new Date(round.review.at))}</Text>
              {round.review.comment !== '' && <Text whiteSpace="pre-wrap">{round.review.comment}</Text>}
            </Box>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});

const DeliveryForm = observer(function DeliveryForm({ contract }: { readonly contract: Contract }) {
  const store = usePageStore(DeliveriesStore);
  const contractStore = usePageStore(ContractStore);
  const submit = async () => {
    const moved = await store.deliver(contract.projectId, contract.creator.id);
    if (moved !== null) contractStore.replace(moved);
  };
  return (
    <Card.Root as="form" size="sm" aria-label="Enviar entrega" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Card.Header>
        <Heading as="h3" size="sm">{contract.status === 'changes_requested' ? 'Enviar a entrega ajustada' : 'Enviar a entrega'}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="2">
            {store.draft.links.map((link, index) => (
              <Field.Root key={index} invalid={store.fieldErrors[`links.${String(index)}`] !== undefined}>
                <Field.Label>Link {index + 1} (post publicado, pasta, vídeo)</Field.Label>
                <HStack w="full">
                  <Input type="url" inputMode="url" placeholder="https://" value={link} onChange={(event) => { store.draft.setLink(index, event.target.value); }} />
                  <IconButton aria-label={`Remover o link ${String(index + 1)}`} variant="ghost" onClick={() => { store.draft.removeLink(index); }}>×</IconButton>
                </HStack>
                <Field.ErrorText>{store.fieldErrors[`links.${String(index)}`]}</Field.ErrorText>
              </Field.Root>
            ))}
            <Button size="sm" variant="ghost" alignSelf="start" onClick={() => { store.draft.addLink(); }}>+ Adicionar link</Button>
          </Stack>
          <Field.Root invalid={store.fieldErrors['fileIds'] !== undefined}>
            <Field.Label>Arquivos (imagens, PDF ou vídeo MP4 até 100 MB)</Field.Label>
            <Input
              type="file"
              multiple
              accept={acceptedTypes('delivery')}
              p="1"
              onChange={(event) => {
                const picked = [...(event.target.files ?? [])];
                event.target.value = '';
                void store.addFiles(contract.id, picked);
              }}
            />
            <Field.ErrorText>{store.fieldErrors['fileIds']}</Field.ErrorText>
          </Field.Root>
          {store.draft.files.map((file) => (
            <Stack key={file.key} gap="1">
              <HStack justify="space-between">
                <Text fontSize="sm" truncate>{file.name}</Text>
                <Button size="xs" variant="ghost" onClick={() => { store.draft.removeFile(file.key); }} aria-label={`Tirar ${file.name} da entrega`}>Tirar</Button>
              </HStack>
              {file.error !== null ? (
                <Text fontSize="sm" color="fg.error" role="alert">{file.error}</Text>
              ) : (
                <Progress.Root value={file.progress} size="sm" translations={{ value: ({ percent }) => `Envio de ${file.name}: ${String(percent)}%` }}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
            </Stack>
          ))}
          <Field.Root>
            <Field.Label>Mensagem para a marca (opcional)</Field.Label>
            <Textarea value={store.draft.note} maxLength={2000} onChange={(event) => { store.draft.setNote(event.target.value); }} />
          </Field.Root>
          <BusyButton type="submit" colorPalette="primary" alignSelf="start" busy={store.pending === 'deliver'} locked={store.pending !== null || store.draft.uploading}>
            Enviar entrega
          </BusyButton>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});
