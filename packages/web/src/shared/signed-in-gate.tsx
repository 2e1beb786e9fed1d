import { Spinner, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** What the gate reads of the session (the session store, handed in by the page). */
export interface GateSession {
  readonly isStarting: boolean;
  readonly isSignedIn: boolean;
}

/** A page for any signed-in account: a visitor signs in first and comes back to it. */
export const SignedInGate = observer(function SignedInGate({ session, children }: { readonly session: GateSession; readonly children: ReactNode }) {
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
