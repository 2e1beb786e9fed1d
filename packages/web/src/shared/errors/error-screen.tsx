import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../use-page-title.js';
import { AFTER_CODE_LOAD_FAILURE, isCodeLoadFailure } from './code-load-failure.js';

/** Title and explanation of a failure, in the words of someone who only wants to go on. */
function wordsFor(error: unknown): { readonly title: string; readonly explanation: string } {
  if (isCodeLoadFailure(error)) {
    return { title: 'Não foi possível abrir esta página', explanation: AFTER_CODE_LOAD_FAILURE };
  }
  return { title: 'Algo deu errado nesta página', explanation: 'Recarregue a página para tentar de novo. Se o problema continuar, volte ao início.' };
}

/**
 * What shows in place of a page that failed. Never the error's own text or stack: they say
 * nothing to the person and may show the code. Both ways out load the page afresh, since the
 * app that failed may be an older build than the server's.
 */
export function ErrorScreen({ error }: { readonly error: unknown }) {
  const { title, explanation } = wordsFor(error);
  usePageTitle(title);
  return (
    <Stack align="center" textAlign="center" gap="6" py="24" px="6">
      <Box role="alert">
        <Heading as="h1" size="2xl" mb="3">{title}</Heading>
        <Text color="fg.muted" maxW="lg">{explanation}</Text>
      </Box>
      <HStack gap="3" flexWrap="wrap" justify="center">
        <Button colorPalette="primary" onClick={() => { window.location.reload(); }}>Recarregar a página</Button>
        <Button asChild variant="outline">
          <a href="/">Voltar ao início</a>
        </Button>
      </HStack>
    </Stack>
  );
}
