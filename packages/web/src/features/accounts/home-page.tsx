import { Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { AgentHome } from './agent-home.js';
import { BrandHome } from './brand-home.js';
import { CreatorHome } from './creator-home.js';

/** `/home`: the signed-in start page. Entering it force-refreshes the stored token (SPEC section 2). */
export const HomePage = observer(function HomePage() {
  usePageTitle('Início');
  const { session } = useStores();
  const refreshed = useRef(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const ready = !session.isStarting && session.isSignedIn;
  useEffect(() => {
    // Once per visit: the ref outlives React's development double effects and re-renders.
    if (!ready || refreshed.current) return;
    refreshed.current = true;
    // A failed refresh (the identity provider out of reach) keeps the person signed in with the
    // token they have: it is said, never acted on by signing them out.
    session.refreshToken().catch(() => {
      setRefreshFailed(true);
    });
  }, [ready, session]);

  if (session.isStarting) {
    return (
      <Stack align="center" py="20">
        <Spinner size="lg" aria-label="Carregando sua conta" />
      </Stack>
    );
  }
  const { user } = session;
  if (user === null) return <Navigate to="/entrar?next=/home" replace />;
  // `/entrar` offers a deactivated account its reactivation.
  if (!user.active) return <Navigate to="/entrar?next=/home" replace />;
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <Stack gap="8" maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '12' }}>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">Olá, {firstName}!</Heading>
        <Text color="fg.muted">{user.type === 'creator' ? 'Veja como está seu perfil de criador(a).' : user.type === 'agent' ? 'Cuide dos perfis dos seus criadores.' : 'O que vamos criar hoje?'}</Text>
      </Stack>
      {refreshFailed ? (
        <Text role="status" color="fg.warning">
          Não conseguimos renovar sua sessão agora: o serviço de login não respondeu. Você continua conectado(a).
        </Text>
      ) : null}
      {user.type === 'creator' ? <CreatorHome /> : user.type === 'agent' ? <AgentHome /> : <BrandHome />}
    </Stack>
  );
});
