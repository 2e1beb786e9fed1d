import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { AccountStatusStore } from '../../stores/account-status.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { AuthCard } from './auth-card.js';
import { BusyButton } from '../../shared/busy-button.js';
import { errorMessageOf } from '../../shared/errors/error-message.js';

/**
 * Signed in to a deactivated account: "Sua conta está desativada. Reativar?" Reactivating makes
 * the account active again (a creator returns to search) and goes on; "Sair" signs out.
 */
export const ReactivateAccount = observer(function ReactivateAccount({ onReactivated }: { readonly onReactivated: () => void }) {
  const { session } = useStores();
  const accountStatus = usePageStore(AccountStatusStore);
  const [error, setError] = useState<string | null>(null);
  const reactivate = async () => {
    setError(null);
    try {
      await accountStatus.reactivate();
      onReactivated();
    } catch (failure) {
      setError(errorMessageOf(failure, 'Não foi possível reativar agora. Tente de novo.'));
    }
  };
  return (
    <AuthCard title="Sua conta está desativada" subtitle="Reativar?">
      <Stack gap="4">
        <Text>
          {session.accountType === 'creator'
            ? 'Ao reativar, seu perfil volta às buscas e a página pública volta a aparecer para as marcas.'
            : 'Ao reativar, você volta a usar a Publi com os mesmos dados.'}
        </Text>
        <FormAlert message={error} />
        <BusyButton colorPalette="primary" size="lg" busy={accountStatus.pending === 'reactivate'} onClick={() => void reactivate()}>
          Reativar minha conta
        </BusyButton>
        <Button variant="ghost" disabled={accountStatus.pending !== null} onClick={() => void session.signOut()}>
          Sair
        </Button>
      </Stack>
    </AuthCard>
  );
});
