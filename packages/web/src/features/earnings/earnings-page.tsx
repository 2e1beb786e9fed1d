import { Alert, Box, Button, Card, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Earnings } from '@publi/application';
import { formatBRL } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SignedInGate } from '../../shared/signed-in-gate.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { EarningsStore } from '../../stores/earnings.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { ContractEarningsCard } from './contract-earnings-card.js';
import { MONEY_STAGES } from './earnings-labels.js';
import { PayoutPanel } from './payout-panel.js';

/** `/ganhos`: a creator's earnings per contract and in total, where payouts go, and asking for one. */
export const EarningsPage = observer(function EarningsPage() {
  const { session } = useStores();
  usePageTitle('Ganhos');
  return (
    <Box maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <SignedInGate session={session}>
        {session.accountType === 'brand' ? (
          <Stack gap="3">
            <Heading as="h1" size="2xl">Ganhos</Heading>
            <Text>Esta página é dos criadores. Seus pagamentos estão em <RouterLink to="/pagamentos">Pagamentos</RouterLink>.</Text>
          </Stack>
        ) : (
          <EarningsView />
        )}
      </SignedInGate>
    </Box>
  );
});

const EarningsView = observer(function EarningsView() {
  const { actingAs, session } = useStores();
  const store = usePageStore(EarningsStore);
  // An agent has no earnings of their own: they see those of the creator they act for.
  const agent = session.accountType === 'agent';
  const creatorId = agent ? (actingAs.creatorId ?? undefined) : undefined;
  const agentAlone = agent && creatorId === undefined;
  useEffect(() => {
    if (agentAlone) return undefined;
    void store.open(creatorId);
    return () => { store.close(); };
  }, [store, creatorId, agentAlone]);
  if (agentAlone) {
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">Ganhos</Heading>
        <Text>Escolha um criador na <RouterLink to="/agente">Área do agente</RouterLink> para ver os ganhos dele.</Text>
      </Stack>
    );
  }
  const earnings = store.earnings;
  return (
    <Stack gap="5">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{agent && actingAs.name !== null ? `Ganhos de ${actingAs.name}` : 'Ganhos'}</Heading>
      {store.status === 'error' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{store.error}</Alert.Description>
          <Button size="sm" variant="outline" ml="auto" onClick={() => void store.load(creatorId)}>Tentar de novo</Button>
        </Alert.Root>
      )}
      {earnings === null ? (
        store.status !== 'error' && <Spinner alignSelf="center" aria-label="Carregando os ganhos" />
      ) : (
        <EarningsDetails earnings={earnings} forAgent={agent} />
      )}
    </Stack>
  );
});

function EarningsDetails({ earnings, forAgent }: { readonly earnings: Earnings; readonly forAgent: boolean }) {
  return (
    <>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
        {MONEY_STAGES.map(([key, label]) => (
          // A `dl` may group each term with its value in one `div`, and no deeper: the card is that div.
          <Card.Root key={key} size="sm" p="4" gap="1">
            <Text as="dt" fontSize="sm" color="fg.muted">{label}</Text>
            <Text as="dd" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold">{formatBRL(earnings.totals[key])}</Text>
          </Card.Root>
        ))}
      </SimpleGrid>
      <PayoutPanel earnings={earnings} forAgent={forAgent} />
      {earnings.contracts.length === 0 ? (
        <Card.Root variant="subtle">
          <Card.Body>
            <Text>
              Você ainda não tem ganhos. Quando uma marca pagar um contrato seu, o valor aparece aqui, guardado até a aprovação da
              entrega. Veja suas propostas em <RouterLink to="/trabalhos">Trabalhos</RouterLink>.
            </Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Ganhos por contrato">
          {earnings.contracts.map((row) => <ContractEarningsCard key={row.contractId} row={row} />)}
        </Stack>
      )}
    </>
  );
}
