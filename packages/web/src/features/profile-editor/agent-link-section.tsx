import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react';
import { isApplicationError } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useState, type SyntheticEvent } from 'react';
import { ConfirmDialog } from '../../shared/confirm-dialog.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { FormField } from '../../shared/forms/form-field.js';
import { CreatorAgentStore } from '../../stores/creator-agent.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.js';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.js';
import { BusyButton } from '../../shared/busy-button.js';
import { errorMessageOf } from '../../shared/errors/error-message.js';

/**
 * "Meu agente", `/perfil/agente`: a creator pastes the code their agent gave them, sees the
 * agent's name, and confirms the link; or unlinks the agent they have. Not while an agent acts.
 */
export const AgentLinkSection = observer(function AgentLinkSection() {
  const { actingAs } = useStores();
  const creatorAgent = usePageStore(CreatorAgentStore);
  return (
    actingAs.isActing ? (
      <Text color="fg.muted">Só o próprio criador escolhe o seu agente.</Text>
    ) : creatorAgent.hasAgent ? <LinkedAgent /> : <FindAgentForm />
  );
});

const LinkedAgent = observer(function LinkedAgent() {
  const creatorAgent = usePageStore(CreatorAgentStore);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unlink = async () => {
    setError(null);
    try {
      await creatorAgent.unlink();
    } catch (failure) {
      setError(errorMessageOf(failure, 'Não foi possível desvincular agora. Tente de novo.'));
    }
    setConfirming(false);
  };
  const name = creatorAgent.linked?.name;
  return (
    <Stack gap="4">
      <FormAlert message={error} />
      <Text>
        {name === undefined ? 'Você tem um agente vinculado.' : <>Seu agente é <strong>{name}</strong>.</>}{' '}
        Ele pode editar seu perfil, suas redes, seus valores e suas categorias; seus dados bancários continuam só com você.
      </Text>
      <Button variant="outline" alignSelf={{ base: 'stretch', md: 'flex-start' }} onClick={() => { setConfirming(true); }}>
        Desvincular agente
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Desvincular o seu agente?"
        confirmLabel="Desvincular"
        destructive
        pending={creatorAgent.pending === 'unlink'}
        onConfirm={() => void unlink()}
        onCancel={() => { setConfirming(false); }}
      >
        <Text>A partir de agora o agente não poderá mais alterar o seu perfil. Para voltar, use um código novo dele.</Text>
      </ConfirmDialog>
    </Stack>
  );
});

const FindAgentForm = observer(function FindAgentForm() {
  const creatorAgent = usePageStore(CreatorAgentStore);
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { found } = creatorAgent;
  const blocker = useUnsavedChangesGuard(token.trim() !== '' && creatorAgent.pending !== 'link');

  const find = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    if (token.trim() === '') {
      setFieldError('Cole o código que o seu agente passou.');
      return;
    }
    try {
      await creatorAgent.find(token);
    } catch (error) {
      if (isApplicationError(error, 'AGENT.NOT_FOUND')) setFieldError(error.message);
      else setFormError(errorMessageOf(error, 'Não foi possível buscar agora. Tente de novo.'));
    }
  };
  const link = async () => {
    setFormError(null);
    try {
      await creatorAgent.link(token);
      setToken('');
    } catch (error) {
      setFormError(errorMessageOf(error, 'Não foi possível vincular agora. Tente de novo.'));
    }
  };

  return (
    <form onSubmit={(event) => void find(event)} noValidate aria-label="Vincular agente">
      <Stack gap="4">
        <Text color="fg.muted">Um agente pode cuidar do seu perfil por você. Peça a ele o código de agente e cole aqui.</Text>
        <FormAlert message={formError} />
        <FormField label="Código do agente" error={fieldError}>
          <Input name="agentToken" autoComplete="off" value={token} onChange={(event) => { setToken(event.target.value); setFieldError(null); creatorAgent.forgetFound(); }} />
        </FormField>
        {found === null ? (
          <BusyButton type="submit" colorPalette="primary" alignSelf={{ base: 'stretch', md: 'flex-start' }} busy={creatorAgent.pending === 'find'}>
            Buscar agente
          </BusyButton>
        ) : (
          <Alert.Root status="info" borderRadius="lg" flexDirection={{ base: 'column', md: 'row' }} gap="3">
            <Alert.Description flex="1">
              Este código é de <strong>{found.name}</strong>. Vincular {found.name} como seu agente?
            </Alert.Description>
            <BusyButton colorPalette="primary" onClick={() => void link()} busy={creatorAgent.pending === 'link'}>
              Vincular {found.name}
            </BusyButton>
          </Alert.Root>
        )}
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
});
