import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { someCreatorCards } from '../../testing/creator-card.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { CreatorResultsPage } from './creator-results-page.js';

describe('CreatorResultsPage', { timeout: 20_000 }, () => {
  it('lists the creators with their count and pages through them in the address', async () => {
    const user = userEvent.setup();
    const world = aTestWorld({ creators: someCreatorCards(30) });
    const { router } = renderWithStores(<CreatorResultsPage />, { path: '/busca', world });
    expect(await screen.findByText('30 criadores')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('Página 1 de 2')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 2')).toBeVisible();
    expect(router.state.location.search).toBe('?pagina=2');
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('suggests clearing the filters when nothing matches', async () => {
    const user = userEvent.setup();
    const world = aTestWorld({ creators: someCreatorCards(3) });
    world.stores.search.toggleCategory(999);
    renderWithStores(<CreatorResultsPage />, { path: '/busca', world });
    expect(await screen.findByRole('heading', { name: 'Nenhum criador encontrado' })).toBeVisible();
    const clear = screen.getAllByRole('button', { name: 'Limpar filtros' });
    await user.click(clear[clear.length - 1] ?? clear[0] ?? document.body);
    expect(world.stores.search.hasFilters).toBe(false);
    expect(await screen.findByText('3 criadores')).toBeVisible();
  });

  it('opens the search overlay from "Filtrar"', async () => {
    const user = userEvent.setup();
    const world = aTestWorld({ creators: someCreatorCards(1) });
    renderWithStores(<CreatorResultsPage />, { path: '/busca', world });
    await user.click(await screen.findByRole('button', { name: 'Filtrar' }));
    expect(world.stores.searchOverlay.isOpen).toBe(true);
  });
});
