import { CloseButton as ChakraCloseButton, type CloseButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/**
 * Chakra's close button named in pt-BR: Chakra names it "Close" unless told otherwise, so this
 * one says "Fechar" until a caller gives a more precise name ("Fechar busca"). The web imports
 * close buttons from here; a lint rule keeps Chakra's own out.
 */
export function CloseButton({ ref, ...props }: CloseButtonProps & { readonly ref?: Ref<HTMLButtonElement> }) {
  // The ref reaches the button, so a dialog's `CloseTrigger asChild` can still focus it.
  return <ChakraCloseButton aria-label="Fechar" ref={ref} {...props} />;
}
