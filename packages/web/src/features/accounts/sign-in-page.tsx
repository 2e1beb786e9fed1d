import { Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title.js';
import { AccountStatusStore } from '../../stores/account-status.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { AuthCard } from './auth-card.js';
import { ReactivateAccount } from './reactivate-account.js';
import { safeNextPath } from './safe-next-path.js';
import { SignInForm } from './sign-in-form.js';

/**
 * `/entrar`: e-mail and password or Google; then back to `?next=` (a path of this site) or
 * `/home`, where someone already signed in is sent at once. A deactivated account is offered
 * reactivation first.
 */
export const SignInPage = observer(function SignInPage() {
  usePageTitle('Entrar');
  const { session } = useStores();
  const accountStatus = usePageStore(AccountStatusStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  // A deactivated account signs in as any other; before going on, it is offered reactivation.
  if (accountStatus.isDeactivated) return <ReactivateAccount onReactivated={() => void navigate(next, { replace: true })} />;
  if (session.isSignedIn) return <Navigate to={next} replace />;
  return (
    <AuthCard title="Entrar" subtitle="Que bom ver você de novo.">
      {/* A deactivated account stays here, where the reactivation offer replaces the form. */}
      <SignInForm onSignedIn={() => { if (!accountStatus.isDeactivated) void navigate(next, { replace: true }); }} />
      <Stack gap="2" align="center" fontSize="sm">
        <Link asChild colorPalette="secondary" fontWeight="medium">
          <RouterLink to="/recuperar-senha">Esqueci minha senha</RouterLink>
        </Link>
        <Text color="fg.muted">
          Ainda não tem conta?{' '}
          <Link asChild colorPalette="secondary" fontWeight="medium">
            <RouterLink to="/signup">Cadastre-se</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthCard>
  );
});
