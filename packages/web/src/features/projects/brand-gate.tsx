import { Alert } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { SignedInGate } from '../../shared/signed-in-gate.js';
import { useStores } from '../../stores/stores-context.js';

/** The projects screens are a brand's: a visitor signs in first and comes back; other accounts read why. */
export const BrandGate = observer(function BrandGate({ children }: { readonly children: ReactNode }) {
  const { session } = useStores();
  return (
    <SignedInGate session={session}>
      {session.accountType === 'brand' ? (
        children
      ) : (
        <Alert.Root status="info" borderRadius="lg" maxW="3xl" mx="auto" my="10">
          <Alert.Indicator />
          <Alert.Description>Projetos são da área das marcas. Entre com uma conta de marca para criar e acompanhar projetos.</Alert.Description>
        </Alert.Root>
      )}
    </SignedInGate>
  );
});
