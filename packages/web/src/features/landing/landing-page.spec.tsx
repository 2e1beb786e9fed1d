import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { someCreatorCards } from '../../testing/creator-card.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { LandingPage } from './landing-page.js';

describe('LandingPage', { timeout: 20_000 }, () => {
  it('invites brands and creators in, features 8 creators and opens the search', async () => {
    const user = userEvent.setup();
    const world = aTestWorld({ creators: someCreatorCards(12) });
    renderWithStores(<LandingPage />, { world });
    expect(screen.getByRole('heading', { level: 1, name: 'Conecte sua marca aos criadores certos' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sou marca — começar' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Sou criador(a)' }).getAttribute('href')).toBe('/signup');
    expect(await screen.findAllByRole('article')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Buscar criadores' }));
    expect(world.stores.searchOverlay.isOpen).toBe(true);
    expect(document.title).toBe('Criadores e marcas | Publi');
  });
});
