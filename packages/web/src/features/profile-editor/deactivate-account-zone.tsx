import { Button, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../shared/confirm-dialog.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { AccountStatusStore } from '../../stores/account-status.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { errorMessageOf } from '../../shared/errors/error-message.js';

/**
 * "Desativar conta": a confirmation that says what happens, then the request; a refusal (open
 * contracts) shows the server's message and nothing changes. Deactivated, the person is signed
 * out; signing in again offers reactivation. Only on one's own account, never while acting.
 */
export const DeactivateAccountZone = observer(function DeactivateAccountZone() {
  const { actingAs, session } = useStores();
  const accountStatus = usePageStore(AccountStatusStore);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (actingAs.isActing) return <Text color="fg.muted">Só o próprio dono da conta pode desativá-la.</Text>;
  const isCreator = session.accountType === 'creator';

  const deactivate = async () => {
    setError(null);
    try {
      await accountStatus.deactivate();
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(errorMessageOf(failure, 'Não foi possível desativar agora. Tente de novo.'));
      setConfirming(false);
    }
  };

  return (
    <Stack gap="4" borderWidth="1px" borderColor="border.error" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Text color="fg.muted">Você pode reativar a conta quando quiser, entrando de novo com o mesmo e-mail.</Text>
      <FormAlert message={error} />
      <Button colorPalette="red" variant="outline" alignSelf={{ base: 'stretch', md: 'flex-start' }} onClick={() => { setConfirming(true); }}>
        Desativar conta
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Desativar sua conta?"
        confirmLabel="Desativar conta"
        destructive
        pending={accountStatus.pending === 'deactivate'}
        onConfirm={() => void deactivate()}
        onCancel={() => { setConfirming(false); }}
      >
        <Text>Ao desativar:</Text>
        <List.Root ps="5" gap="1">
          {isCreator && <List.Item>você sai das buscas das marcas;</List.Item>}
          {isCreator && <List.Item>seu perfil público passa a mostrar “perfil indisponível”;</List.Item>}
          {isCreator && <List.Item>os carrinhos das marcas deixam de ter você;</List.Item>}
          <List.Item>você sai da sua conta neste aparelho.</List.Item>
        </List.Root>
        <Text>Contas com contratos em aberto só podem ser desativadas quando eles terminarem. Para voltar, é só entrar de novo e reativar.</Text>
      </ConfirmDialog>
    </Stack>
  );
});
