import { Center, Spinner } from '@chakra-ui/react';
import { LOADING_DELAYS } from '@publi/domain';
import { Delayed } from './delayed.js';

/** What a lazy section shows while its code loads: a spinner, after the 200 ms delay. */
export function SectionFallback({ label = 'Carregando' }: { readonly label?: string }) {
  return (
    <Delayed delayMs={LOADING_DELAYS.lazySection}>
      <Center py="16" role="status" aria-label={label}>
        <Spinner size="lg" color="secondary.solid" />
      </Center>
    </Delayed>
  );
}
