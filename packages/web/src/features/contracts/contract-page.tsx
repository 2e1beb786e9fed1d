import { Alert, Box, Button, Field, Grid, Heading, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Contract } from '@publi/application';
import { formatDateAtTime, projectTypeLabel } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BusyButton } from '../../shared/busy-button.js';
import { ConfirmDialog } from '../../shared/confirm-dialog.js';
import { ContractStatusBadge } from '../../shared/contract-status-badge.js';
import { SignedInGate } from '../../shared/signed-in-gate.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { ContractStore } from '../../stores/contract.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { DeliveriesPanel } from './deliveries-panel.js';
import { CounterOfferForm } from './counter-offer-form.js';
import { TermsCard } from './terms-card.js';

/** What the page shows beside a contract: its chat, a feature of its own that the app shell hands in. */
export type ContractSidePanel = (contract: Contract) => ReactNode;

/** `/contratos/:id`: the contract's terms, the person's moves on it, and `chat` beside them. */
export const ContractPage = observer(function ContractPage({ chat }: { readonly chat: ContractSidePanel }) {
  const { session } = useStores();
  const contract = usePageStore(ContractStore);
  usePageTitle(contract.contract ? `Contrato: ${contract.contract.projectName}` : 'Contrato');
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <SignedInGate session={session}>
        <ContractView chat={chat} />
      </SignedInGate>
    </Box>
  );
});

const ContractView = observer(function ContractView({ chat }: { readonly chat: ContractSidePanel }) {
  const store = usePageStore(ContractStore);
  const { id } = useParams();
  const contractId = Number(id);
  useEffect(() => {
    if (Number.isInteger(contractId) && contractId > 0) void store.open(contractId);
  }, [store, contractId]);
  const termsHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnAgreement(store.contract, termsHeading);
  if (store.status === 'error') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>{store.error}</Alert.Description>
        <Button size="sm" variant="outline" ml="auto" asChild>
          <RouterLink to="/trabalhos">Voltar aos trabalhos</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  const contract = store.contract;
  if (contract === null || contract.id !== contractId) return <Spinner alignSelf="center" aria-label="Carregando o contrato" />;
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap="6" alignItems="start">
      <Stack gap="5">
        <Stack gap="1">
          <Text fontSize="sm">
            <RouterLink to="/trabalhos">← Trabalhos</RouterLink>
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{contract.projectName}</Heading>
          <HStack gap="2" wrap="wrap">
            <ContractStatusBadge status={contract.status} />
            <Text fontSize="sm" color="fg.muted">
              {contract.brand.name} · {contract.creator.name}
              {contract.projectType !== null && ` · ${projectTypeLabel(contract.projectType)}`}
            </Text>
          </HStack>
        </Stack>
        <TermsCard title={contract.agreedAt === null ? 'Proposta da marca' : 'Termos combinados'} terms={contract.terms} contract={contract} headingRef={termsHeading} />
        {contract.counter !== null && <TermsCard title="Contraproposta do criador" terms={contract.counter} contract={contract} />}
        {contract.agreedAt !== null && (
          <Text fontSize="sm" color="fg.muted">Combinado em {formatDateAtTime(new Date(contract.agreedAt))}.</Text>
        )}
        {contract.expiresAt !== null && (
          <Text fontSize="sm" color="fg.muted">Aguardando resposta até {formatDateAtTime(new Date(contract.expiresAt))}.</Text>
        )}
        {contract.reason !== null && <Text fontSize="sm">Motivo informado: {contract.reason}</Text>}
        <Answers contract={contract} />
        {contract.answers.includes('pay') && (
          <Button colorPalette="primary" alignSelf="start" asChild>
            <RouterLink to={`/contratos/${String(contract.id)}/pagamento`}>Pagar contrato</RouterLink>
          </Button>
        )}
        <DeliveriesPanel contract={contract} />
      </Stack>
      {chat(contract)}
    </Grid>
  );
});

/**
 * When the terms become agreed, the answer buttons go away, and with them the focus of whoever
 * pressed "Aceitar": it is put on the agreed terms' title instead of the page's start. Only a
 * focus that was lost moves; someone typing in the chat when the other side accepts keeps theirs.
 */
function useFocusOnAgreement(contract: Contract | null, heading: RefObject<HTMLHeadingElement | null>): void {
  const id = contract?.id ?? null;
  const agreed = contract !== null && contract.agreedAt !== null;
  // What was shown of which contract: opening a contract that is already agreed moves nothing.
  const shown = useRef<{ id: number | null; agreed: boolean }>({ id, agreed });
  useEffect(() => {
    const justAgreed = shown.current.id === id && !shown.current.agreed && agreed;
    shown.current = { id, agreed };
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (justAgreed && lost) heading.current?.focus({ preventScroll: true });
  }, [id, agreed, heading]);
}

const Answers = observer(function Answers({ contract }: { readonly contract: Contract }) {
  const store = usePageStore(ContractStore);
  const [asking, setAsking] = useState<'reject' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [countering, setCountering] = useState(false);
  const can = (answer: Contract['answers'][number]) => contract.answers.includes(answer);
  const confirm = async () => {
    if (asking === null) return;
    if (await store.move({ kind: asking, reason })) {
      setAsking(null);
      setReason('');
    }
  };
  if (contract.answers.length === 0) return store.actionError === null ? null : <ActionError message={store.actionError} />;
  return (
    <Stack gap="3">
      {store.actionError !== null && <ActionError message={store.actionError} />}
      <HStack gap="3" wrap="wrap">
        {(can('accept') || can('accept_counter')) && (
          <BusyButton colorPalette="primary" busy={store.pending === 'accept'} locked={store.pending !== null} onClick={() => void store.move({ kind: 'accept' })}>
            {can('accept') ? 'Aceitar proposta' : 'Aceitar contraproposta'}
          </BusyButton>
        )}
        {can('counter') && (
          <Button variant="outline" disabled={store.pending !== null} onClick={() => { setCountering(true); }} aria-expanded={countering}>
            Fazer contraproposta
          </Button>
        )}
        {(can('reject') || can('refuse_counter')) && (
          <Button variant="outline" colorPalette="red" disabled={store.pending !== null} onClick={() => { setAsking('reject'); }}>
            {can('reject') ? 'Recusar' : 'Recusar contraproposta'}
          </Button>
        )}
        {can('cancel') && (
          <Button variant="ghost" colorPalette="red" disabled={store.pending !== null} onClick={() => { setAsking('cancel'); }}>
            {contract.status === 'paid' ? 'Cancelar e estornar' : contract.status === 'accepted' ? 'Cancelar contrato' : 'Cancelar proposta'}
          </Button>
        )}
      </HStack>
      {countering && <CounterOfferForm contract={contract} onDone={() => { setCountering(false); }} />}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'cancel' ? (contract.status === 'paid' ? 'Cancelar o contrato pago?' : 'Cancelar esta proposta?') : can('refuse_counter') ? 'Recusar a contraproposta?' : 'Recusar esta proposta?'}
        confirmLabel={asking === 'cancel' ? 'Cancelar' : 'Recusar'}
        cancelLabel="Voltar"
        destructive
        pending={store.pending !== null}
        onConfirm={() => void confirm()}
        onCancel={() => { setAsking(null); }}
      >
        <Text>
          {asking === 'cancel'
            ? contract.status === 'paid'
              ? 'O criador será avisado e você recebe de volta o valor pago e a taxa da plataforma.'
              : 'O criador será avisado. Você poderá enviar outra proposta depois.'
            : can('refuse_counter')
              ? 'A proposta volta aos termos originais, aguardando o criador.'
              : 'A marca será avisada. Esta proposta não poderá mais ser aceita.'}
        </Text>
        <Field.Root>
          <Field.Label>Motivo (opcional)</Field.Label>
          <Textarea value={reason} maxLength={500} onChange={(event) => { setReason(event.target.value); }} />
        </Field.Root>
      </ConfirmDialog>
    </Stack>
  );
});

function ActionError({ message }: { readonly message: string }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
