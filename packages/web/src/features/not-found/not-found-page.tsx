import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title.js';

/** Any address the app does not know. */
export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <Stack align="center" textAlign="center" gap="4" py="24" px="6">
      <Heading as="h1" size="2xl">Página não encontrada</Heading>
      <Text color="fg.muted">O endereço pode ter mudado ou não existir mais.</Text>
      <Button asChild colorPalette="primary">
        <RouterLink to="/">Voltar ao início</RouterLink>
      </Button>
    </Stack>
  );
}
