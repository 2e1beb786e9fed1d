import { ChakraProvider } from '@chakra-ui/react';
import { englishWordsIn } from '@publi/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from './theme/system.js';
import { Toaster } from './toaster.js';

describe('Toaster', () => {
  it('names the toasts\' region in pt-BR, where Ark says "Notifications"', () => {
    render(<ChakraProvider value={system}><Toaster /></ChakraProvider>);
    const region = screen.getByRole('region', { hidden: true });
    expect(region.getAttribute('aria-label')).toBe('Avisos (atalho: Alt+T)');
    expect(englishWordsIn(region.getAttribute('aria-label') ?? '')).toEqual([]);
  });
});
