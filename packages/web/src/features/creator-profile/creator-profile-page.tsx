import { Box, Button, Flex, Heading, Skeleton, SkeletonCircle, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { ProfileDetails } from './profile-details.js';

/** `/creator/:idOrSlug`: a creator's public profile, opened by id or by slug. */
export const CreatorProfilePage = observer(function CreatorProfilePage() {
  const { idOrSlug = '' } = useParams();
  const { creatorProfile: profile } = useStores();
  const creator = profile.status === 'ready' ? profile.creator : null;
  usePageTitle(creator?.name ?? (profile.status === 'not-found' ? 'Perfil indisponível' : 'Criador'));
  useEffect(() => {
    void profile.load(idOrSlug);
  }, [idOrSlug, profile]);
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      {creator !== null ? (
        <ProfileDetails creator={creator} />
      ) : profile.status === 'not-found' ? (
        // The server answers a deactivated creator as one that does not exist: neither is shown to brands.
        <Message title="Perfil indisponível" text="Este perfil não existe ou foi desativado pelo criador. Que tal buscar outros criadores?">
          <Button asChild colorPalette="secondary"><RouterLink to="/busca">Buscar criadores</RouterLink></Button>
        </Message>
      ) : profile.status === 'error' ? (
        <Message title="Não foi possível carregar o perfil" text="Verifique sua conexão e tente de novo.">
          <Button colorPalette="secondary" onClick={() => void profile.retry()}>Tentar de novo</Button>
        </Message>
      ) : (
        <ProfileSkeleton />
      )}
    </Box>
  );
});

function Message({ title, text, children }: { readonly title: string; readonly text: string; readonly children: React.ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="16">
      <Heading as="h1" size="2xl">{title}</Heading>
      <Text color="fg.muted" maxW="md">{text}</Text>
      {children}
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    // A name needs a role to hang on: aria-label on a plain div is prohibited (axe: aria-prohibited-attr).
    <Stack gap="6" role="status" aria-busy="true" aria-label="Carregando perfil">
      <Flex gap="5" align="center">
        <SkeletonCircle size="28" />
        <Stack flex="1" gap="2"><Skeleton height="8" width="60%" /><Skeleton height="4" width="30%" /></Stack>
      </Flex>
      <SkeletonText noOfLines={3} />
      <Skeleton height="32" />
    </Stack>
  );
}
