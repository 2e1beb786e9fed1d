import { Spinner, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStores } from '../stores/stores-context.js';

/** A page for any signed-in account: a visitor signs in first and comes back to it. */
export const SignedInGate = observer(function SignedInGate({ children }: { readonly children: ReactNode }) {
  const { session } = useStores();
  const location = useLocation();
  if (session.isStarting) {
    return (
      <Stack align="center" py="20">
        <Spinner size="lg" aria-label="Carregando sua conta" />
      </Stack>
    );
  }
  if (!session.isSignedIn) return <Navigate to={`/entrar?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <>{children}</>;
});
