import { Alert, Badge, Box, Button, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SignedInGate } from '../../shared/signed-in-gate.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { DemoMailboxStore } from '../../stores/demo-mailbox.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { DemoEmailList } from './demo-email-list.js';
import { DemoEmailMessage } from './demo-email-message.js';

/**
 * `/demo/emails` (demo mode only; the router shows "not found" in production): the e-mails
 * Publi sent the signed-in person, as a mail client would show them, so someone trying the demo
 * sees what would arrive.
 */
export const DemoEmailsPage = observer(function DemoEmailsPage() {
  usePageTitle('E-mails da demo');
  const { session } = useStores();
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <SignedInGate session={session}>
        <Mailbox />
      </SignedInGate>
    </Box>
  );
});

const Mailbox = observer(function Mailbox() {
  const store = usePageStore(DemoMailboxStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>E-mails da demo</Heading>
          <Badge colorPalette="orange">Só em demonstração</Badge>
        </HStack>
        <Text color="fg.muted">Na demo, nenhum e-mail sai daqui: os que a Publi enviaria para você ficam guardados nesta caixa.</Text>
      </Stack>
      <MailboxBody />
    </Stack>
  );
});

const MailboxBody = observer(function MailboxBody() {
  const store = usePageStore(DemoMailboxStore);
  if (store.status === 'error') {
    return (
      <Alert.Root status="error" role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Description>{store.error}</Alert.Description>
        <Button size="sm" variant="outline" ml="auto" onClick={() => void store.load()}>Tentar de novo</Button>
      </Alert.Root>
    );
  }
  if (store.status !== 'ready') return <Spinner alignSelf="center" size="lg" aria-label="Carregando os e-mails" />;
  const selected = store.selected;
  if (selected === null) {
    return <Text>Nenhum e-mail por aqui ainda. Quando algo acontecer nas suas propostas, contratos ou na sua conta, o e-mail que a Publi enviaria aparece aqui.</Text>;
  }
  return (
    <Grid templateColumns={{ base: '1fr', md: '20rem 1fr', lg: '24rem 1fr' }} gap="6" alignItems="start">
      <DemoEmailList />
      <DemoEmailMessage email={selected} />
    </Grid>
  );
});
