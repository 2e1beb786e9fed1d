import { Box } from '@chakra-ui/react';
import { LOADING_DELAYS } from '@publi/domain';
import { useNavigation } from 'react-router-dom';
import { Delayed } from '../shared/delayed.js';

/** The thin bar at the top while a page's code or data loads (0 ms delay, SPEC section 9). */
export function LoadingBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Delayed delayMs={LOADING_DELAYS.loadingBar}>
      <Box position="fixed" top="0" insetX="0" height="3px" zIndex="banner" overflow="hidden" role="progressbar" aria-label="Carregando página">
        <Box height="full" width="40%" bg="secondary.solid" animation="publi-loading 1.1s ease-in-out infinite" />
      </Box>
    </Delayed>
  );
}
