import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';
import { ProfileCompletionCard } from './profile-completion-card.js';

/** A creator's start: how complete the profile is, and the public profile as brands see it. */
export const CreatorHome = observer(function CreatorHome() {
  const { ownCreator } = useStores();
  const { creator } = ownCreator;
  if (creator === null) {
    // Just signed up (the creator profile loads on the next start) or it failed to load.
    return (
      <Card.Root variant="outline" borderRadius="2xl">
        <Card.Body gap="3" alignItems="flex-start">
          <Heading as="h2" size="lg">Seu perfil de criador(a)</Heading>
          <Text color="fg.muted">Complete seu perfil para aparecer nas buscas das marcas.</Text>
          <Button asChild colorPalette="secondary">
            <RouterLink to="/signup/profile">Completar perfil</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack gap="4">
      <ProfileCompletionCard completion={creator.completion} />
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <Button asChild colorPalette="secondary">
          <RouterLink to="/perfil">{creator.completion.percent === 100 ? 'Editar meu perfil' : 'Completar meu perfil'}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={`/creator/${String(creator.details.id)}`}>Ver meu perfil público</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
});
