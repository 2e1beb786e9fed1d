import { Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { SignUpStore } from '../../stores/sign-up.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { AuthCard } from './auth-card.js';
import { SignUpCredentialsForm } from './sign-up-credentials-form.js';

/** `/signup2`, step 2: name, e-mail and password (or Google) for the type chosen on `/signup`. */
export const SignUpCredentialsPage = observer(function SignUpCredentialsPage() {
  usePageTitle('Cadastro');
  const signUp = usePageStore(SignUpStore);
  const navigate = useNavigate();
  // Arriving here without a type (a bookmark, a reload in a new tab): the type comes first.
  if (signUp.type === null) return <Navigate to="/signup" replace />;
  const { type } = signUp;
  const subtitle = type === 'brand' ? 'Conta de marca' : type === 'agent' ? 'Conta de agente' : 'Conta de criador(a)';
  return (
    <AuthCard title="Crie sua conta" subtitle={subtitle}>
      {/* Agents have no profile step: their place is `/agente`, with the code to hand creators. */}
      <SignUpCredentialsForm type={type} onSignedUp={() => void navigate(type === 'agent' ? '/agente' : '/signup/profile')} />
      <Text fontSize="sm" textAlign="center" color="fg.muted">
        <Link asChild colorPalette="secondary" fontWeight="medium">
          <RouterLink to="/signup">Mudar o tipo de conta</RouterLink>
        </Link>
        {' · '}
        Já tem conta?{' '}
        <Link asChild colorPalette="secondary" fontWeight="medium">
          <RouterLink to="/entrar">Entrar</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
});
