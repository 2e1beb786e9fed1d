import { Button, Card, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/confirm-dialog.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { AgentWorkspaceStore } from '../../stores/agent-workspace.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { errorMessageOf } from '../../shared/errors/error-message.js';

/** The agent's link token: copy it to hand to a creator; rotating it (after a confirmation) voids the old one. */
export const AgentTokenCard = observer(function AgentTokenCard() {
  const agentWorkspace = usePageStore(AgentWorkspaceStore);
  const [note, setNote] = useState<{ readonly text: string; readonly status: 'success' | 'error' } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const token = agentWorkspace.token ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setNote({ text: 'Código copiado.', status: 'success' });
    } catch {
      setNote({ text: 'Não foi possível copiar. Selecione o código e copie à mão.', status: 'error' });
    }
  };
  const rotate = async () => {
    try {
      await agentWorkspace.rotateToken();
      setNote({ text: 'Código trocado. O anterior não vale mais.', status: 'success' });
    } catch (error) {
      setNote({ text: errorMessageOf(error, 'Não foi possível trocar o código agora.'), status: 'error' });
    }
    setConfirming(false);
  };

  return (
    <Card.Root variant="outline" borderRadius="2xl">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">Seu código de agente</Heading>
        <Text color="fg.muted">O criador cola este código em “Meu agente”, no perfil dele, para você poder atuar por ele.</Text>
        <Code aria-label="Código de agente" fontSize="md" p="3" borderRadius="md" wordBreak="break-all" whiteSpace="normal">{token}</Code>
        <FormAlert message={note?.text ?? null} status={note?.status ?? 'success'} />
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <Button colorPalette="primary" onClick={() => void copy()}>Copiar código</Button>
          <Button variant="outline" onClick={() => { setConfirming(true); }}>Trocar código</Button>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title="Trocar o código de agente?"
        confirmLabel="Trocar código"
        pending={agentWorkspace.rotating}
        onConfirm={() => void rotate()}
        onCancel={() => { setConfirming(false); }}
      >
        <Text>O código atual deixa de valer na hora: quem ainda não o usou vai precisar do novo. Os criadores já vinculados continuam com você.</Text>
      </ConfirmDialog>
    </Card.Root>
  );
});
