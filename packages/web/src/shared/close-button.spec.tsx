import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CloseButton } from './close-button.js';
import { system } from './theme/system.js';

describe('CloseButton', () => {
  it('is named "Fechar" where Chakra would say "Close"', () => {
    render(<ChakraProvider value={system}><CloseButton /></ChakraProvider>);
    expect(screen.getByRole('button')).toHaveAccessibleName('Fechar');
  });

  it('takes a more precise name from its caller', () => {
    render(<ChakraProvider value={system}><CloseButton aria-label="Fechar busca" /></ChakraProvider>);
    expect(screen.getByRole('button')).toHaveAccessibleName('Fechar busca');
  });
});
