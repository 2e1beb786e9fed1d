import { Button, Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { SignUpStore } from '../../stores/sign-up.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { AccountTypeCards } from './account-type-cards.js';
import { AuthCard } from './auth-card.js';

/**
 * `/signup`, step 1: brand or creator. The choice is kept in the sign-up store for `/signup2`.
 * Someone already signed in has an account: they go to `/home`.
 */
export const SignUpTypePage = observer(function SignUpTypePage() {
  usePageTitle('Cadastro');
  const { session } = useStores();
  const signUp = usePageStore(SignUpStore);
  const navigate = useNavigate();
  if (session.isSignedIn) return <Navigate to="/home" replace />;
  return (
    <AuthCard title="Crie sua conta" subtitle="Primeiro, conte para a gente como você vai usar a Publi.">
      <AccountTypeCards value={signUp.type} onChange={(type) => { signUp.chooseType(type); }} />
      <Button colorPalette="primary" size="lg" width="full" disabled={!signUp.canEnterCredentials} onClick={() => void navigate('/signup2')}>
        Continuar
      </Button>
      <Text fontSize="sm" textAlign="center" color="fg.muted">
        Já tem conta?{' '}
        <Link asChild colorPalette="secondary" fontWeight="medium">
          <RouterLink to="/entrar">Entrar</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
});
