import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { readRuntimeConfig, type DemoLogin } from '../../app/runtime-config.js';

const KIND_LABELS: Readonly<Record<DemoLogin['kind'], string>> = { brand: 'Marca', creator: 'Criadora', agent: 'Agente' };

/**
 * The demo accounts the embedded stack created, when the server announced any: a button fills
 * the form with one (without submitting, so the person sees what is sent).
 */
export function DemoLogins({ onPick }: { readonly onPick: (login: DemoLogin) => void }) {
  const logins = readRuntimeConfig(document).demoLogins;
  if (logins.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="demo-logins-title" borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="3" bg="bg.muted">
      <Text id="demo-logins-title" fontSize="sm" fontWeight="semibold" mb="2">Contas de demonstração</Text>
      <HStack gap="2" wrap="wrap">
        {logins.map((login) => (
          <Button key={login.email} type="button" size="xs" variant="surface" onClick={() => { onPick(login); }} aria-label={`Preencher com a conta de demonstração ${KIND_LABELS[login.kind]}: ${login.email}`}>
            {KIND_LABELS[login.kind]}: {login.email}
          </Button>
        ))}
      </HStack>
    </Box>
  );
}
