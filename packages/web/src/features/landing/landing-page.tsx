import { Heading, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../shared/use-page-title.js';

/** The visitors' front page. */
export function LandingPage() {
  usePageTitle('Início');
  return (
    <Stack py="20" px="6" align="center">
      <Heading size="4xl">Publi</Heading>
    </Stack>
  );
}
