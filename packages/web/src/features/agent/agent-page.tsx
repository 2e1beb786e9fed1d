import { Alert, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title.js';
import { AgentWorkspaceStore } from '../../stores/agent-workspace.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { AgentCreatorList } from './agent-creator-list.js';
import { AgentTokenCard } from './agent-token-card.js';

/** `/agente`: the agent's link token and the creators they act for. Agents only. */
export const AgentPage = observer(function AgentPage() {
  usePageTitle('Área do agente');
  const { session } = useStores();
  if (session.isStarting) {
    return (
      <Stack align="center" py="20">
        <Spinner size="lg" aria-label="Carregando sua conta" />
      </Stack>
    );
  }
  if (!session.isSignedIn) return <Navigate to="/entrar?next=/agente" replace />;
  return (
    <Stack gap="8" maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '12' }}>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">Área do agente</Heading>
        <Text color="fg.muted">Passe o seu código aos criadores que você representa e cuide dos perfis deles.</Text>
      </Stack>
      {session.accountType === 'agent' ? <AgentWorkspace /> : (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>Esta área é só para contas de agente.</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
});

const AgentWorkspace = observer(function AgentWorkspace() {
  const agentWorkspace = usePageStore(AgentWorkspaceStore);
  useEffect(() => {
    void agentWorkspace.load();
  }, [agentWorkspace]);
  if (agentWorkspace.status === 'error') {
    return (
      <Alert.Root status="error" role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Description>{agentWorkspace.error}</Alert.Description>
        <Button size="sm" variant="outline" ml="auto" onClick={() => void agentWorkspace.load()}>Tentar de novo</Button>
      </Alert.Root>
    );
  }
  if (agentWorkspace.status !== 'ready') return <Spinner alignSelf="center" aria-label="Carregando seus criadores" />;
  return (
    <Stack gap="8">
      <AgentTokenCard />
      <AgentCreatorList />
    </Stack>
  );
});
