import { Badge, Button, Card, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { AgentCreator } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../shared/confirm-dialog.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { AgentWorkspaceStore } from '../../stores/agent-workspace.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { errorMessageOf } from '../../shared/errors/error-message.js';

/** The creators the agent acts for, each with the profile's completion, "Atuar como" and unlink. */
export const AgentCreatorList = observer(function AgentCreatorList() {
  const { actingAs } = useStores();
  const agentWorkspace = usePageStore(AgentWorkspaceStore);
  const navigate = useNavigate();
  const [unlinking, setUnlinking] = useState<AgentCreator | null>(null);
  const [error, setError] = useState<string | null>(null);
  const actAs = (creator: AgentCreator) => {
    actingAs.set(creator.id, creator.name);
    void navigate('/perfil');
  };
  const unlink = async (creator: AgentCreator) => {
    setError(null);
    try {
      await agentWorkspace.unlink(creator.id);
      if (actingAs.creatorId === creator.id) actingAs.clear();
    } catch (failure) {
      setError(errorMessageOf(failure, 'Não foi possível desvincular agora. Tente de novo.'));
    }
    setUnlinking(null);
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="agent-creators-title">
      <Heading as="h2" size="lg" id="agent-creators-title">Seus criadores</Heading>
      <FormAlert message={error} />
      {agentWorkspace.creators.length === 0 ? (
        <Text color="fg.muted">Nenhum criador vinculado ainda. Quando um criador usar o seu código, ele aparece aqui.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {agentWorkspace.creators.map((creator) => (
            <Card.Root as="li" key={creator.id} variant="outline" borderRadius="xl">
              <Card.Body gap="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{creator.name}</Text>
                    <Text fontSize="sm" color="fg.muted">{[creator.city, creator.state].filter(Boolean).join(' – ') || 'Local não informado'}</Text>
                  </Stack>
                  {!creator.active && <Badge colorPalette="gray">Conta desativada</Badge>}
                </HStack>
                <Progress.Root value={creator.completion.percent} colorPalette="secondary" aria-label={`Perfil de ${creator.name}`}>
                  <HStack justify="space-between" mb="1">
                    <Progress.Label fontSize="sm">Perfil</Progress.Label>
                    <Progress.ValueText fontSize="sm">{creator.completion.percent}% completo</Progress.ValueText>
                  </HStack>
                  <Progress.Track borderRadius="full"><Progress.Range /></Progress.Track>
                </Progress.Root>
                <Stack direction={{ base: 'column', md: 'row' }} gap="3">
                  <Button colorPalette="primary" onClick={() => { actAs(creator); }} disabled={!creator.active}>
                    Atuar como {creator.name}
                  </Button>
                  <Button variant="outline" onClick={() => { setUnlinking(creator); }} aria-label={`Desvincular ${creator.name}`}>
                    Desvincular
                  </Button>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={unlinking !== null}
        title={`Desvincular ${unlinking?.name ?? ''}?`}
        confirmLabel="Desvincular"
        destructive
        pending={agentWorkspace.unlinking !== null}
        onConfirm={() => { if (unlinking !== null) void unlink(unlinking); }}
        onCancel={() => { setUnlinking(null); }}
      >
        <Text>Você deixa de atuar por este criador: não poderá mais editar o perfil, os preços e as redes dele. Para voltar, ele precisa usar o seu código de novo.</Text>
      </ConfirmDialog>
    </Stack>
  );
});
