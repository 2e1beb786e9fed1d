import { Alert, Box, Button, Card, Heading, HStack, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { formatDate } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SignedInGate } from '../../shared/signed-in-gate.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { useStores } from '../../stores/stores-context.js';
import { BusyButton } from '../../shared/busy-button.js';

/** `/notificacoes`: what happened on the person's proposals and contracts, newest first. */
export const NotificationsPage = observer(function NotificationsPage() {
  const { session } = useStores();
  usePageTitle('Notificações');
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <SignedInGate session={session}>
        <Notifications />
      </SignedInGate>
    </Box>
  );
});

const Notifications = observer(function Notifications() {
  const { notifications: store } = useStores();
  useEffect(() => {
    void store.load(1, false);
  }, [store]);
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Notificações</Heading>
        <HStack gap="4" wrap="wrap">
          <Switch.Root checked={store.unreadOnly} onCheckedChange={(details) => void store.load(1, details.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Só as não lidas</Switch.Label>
          </Switch.Root>
          <BusyButton size="sm" variant="outline" busy={store.marking} locked={store.summary.unreadNotifications === 0} onClick={() => void store.markRead()}>
            Marcar todas como lidas
          </BusyButton>
        </HStack>
      </HStack>
      {store.error !== null && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{store.error}</Alert.Description>
          <Button size="sm" variant="outline" ml="auto" onClick={() => void store.load()}>Tentar de novo</Button>
        </Alert.Root>
      )}
      {store.status === 'loading' && store.notifications.length === 0 ? (
        <Spinner alignSelf="center" aria-label="Carregando as notificações" />
      ) : store.status === 'ready' && store.notifications.length === 0 ? (
        <Text color="fg.muted">{store.unreadOnly ? 'Nada novo por aqui.' : 'Você ainda não tem notificações.'}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Suas notificações">
          {store.notifications.map((notice) => (
            <Card.Root as="li" key={notice.id} size="sm" variant={notice.read ? 'subtle' : 'outline'} borderColor={notice.read ? undefined : 'secondary'}>
              <Card.Body>
                <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
                  <Stack gap="1">
                    <Text fontWeight={notice.read ? 'normal' : 'bold'}>
                      <RouterLink to={notice.link} onClick={() => void store.markRead([notice.id])}>{notice.title}</RouterLink>
                      {!notice.read && <Text as="span" srOnly> (não lida)</Text>}
                    </Text>
                    <Text fontSize="sm">{notice.body}</Text>
                    <Text fontSize="xs" color="fg.muted">{formatDate(new Date(notice.createdAt))}</Text>
                  </Stack>
                  {!notice.read && (
                    <Button size="xs" variant="ghost" alignSelf="start" onClick={() => void store.markRead([notice.id])} aria-label={`Marcar como lida: ${notice.title}`}>
                      Marcar como lida
                    </Button>
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {store.pageCount > 1 && (
        <HStack as="nav" aria-label="Páginas" justify="center" gap="3">
          <Button variant="outline" size="sm" disabled={store.page <= 1 || store.status === 'loading'} onClick={() => void store.load(store.page - 1)}>Anterior</Button>
          <Text fontSize="sm">Página {store.page} de {store.pageCount}</Text>
          <Button variant="outline" size="sm" disabled={store.page >= store.pageCount || store.status === 'loading'} onClick={() => void store.load(store.page + 1)}>Próxima</Button>
        </HStack>
      )}
    </Stack>
  );
});
