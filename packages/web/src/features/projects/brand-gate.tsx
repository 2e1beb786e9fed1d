import { Alert, Spinner, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';

/** The projects screens are a brand's: a visitor signs in first and comes back; other accounts read why. */
export const BrandGate = observer(function BrandGate({ children }: { readonly children: ReactNode }) {
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
  if (session.accountType !== 'brand') {
    return (
      <Alert.Root status="info" borderRadius="lg" maxW="3xl" mx="auto" my="10">
        <Alert.Indicator />
        <Alert.Description>Projetos são da área das marcas. Entre com uma conta de marca para criar e acompanhar projetos.</Alert.Description>
      </Alert.Root>
    );
  }
  return <>{children}</>;
});
