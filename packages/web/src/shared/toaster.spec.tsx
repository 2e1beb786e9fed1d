import { ChakraProvider } from '@chakra-ui/react';
import { englishWordsIn } from '@publi/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from './theme/system.js';
import { Toaster, toaster } from './toaster.js';

describe('Toaster', () => {
  afterEach(() => {
    toaster.remove();
  });

  it('names the toasts\' region in pt-BR, where Ark says "Notifications"', async () => {
    render(<ChakraProvider value={system}><Toaster /></ChakraProvider>);
    toaster.create({ type: 'info', title: 'Olá' });
    const region = await screen.findByRole('region', { hidden: true });
    expect(region.getAttribute('aria-label')).toBe('Avisos (atalho: Alt+T)');
    expect(englishWordsIn(region.getAttribute('aria-label') ?? '')).toEqual([]);
  });

  it('shows every toast asked for before its code had loaded', async () => {
    render(<ChakraProvider value={system}><Toaster /></ChakraProvider>);
    toaster.create({ type: 'error', title: 'Primeiro aviso' });
    toaster.create({ type: 'success', title: 'Segundo aviso' });
    const region = await screen.findByRole('region', { name: 'Avisos (atalho: Alt+T)' });
    await screen.findByText('Segundo aviso');
    expect(region).toHaveTextContent('Primeiro aviso');
  });
});
