import { Box, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/stores-context.js';

/** What every page says in a production that moves no real money (the payment sandbox, set on purpose). */
export const TEST_ENVIRONMENT_NOTICE = 'Ambiente de testes: nenhum valor real é cobrado';

/**
 * The top of every page in a test environment (`PUBLI_MODE=production` on the payment sandbox),
 * so nobody takes a "paid" there for money moved. A labelled landmark of plain text, read once
 * where it stands rather than announced (it never changes); dark text on a pale yellow, wrapping
 * on a phone. The demo says it in its own "Só em demonstração" hints instead.
 */
export const TestEnvironmentBanner = observer(function TestEnvironmentBanner() {
  const { ui } = useStores();
  if (!ui.testEnvironment) return null;
  return (
    <Box as="aside" aria-label="Ambiente de testes" bg="yellow.100" color="gray.900" borderBottomWidth="1px" borderColor="yellow.400" px={{ base: '4', md: '8' }} py="2">
      <Text maxW="7xl" mx="auto" fontSize="sm" fontWeight="semibold" textAlign="center">
        {TEST_ENVIRONMENT_NOTICE}
      </Text>
    </Box>
  );
});
