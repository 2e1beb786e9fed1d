import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCreatorCard } from '../../testing/creator-card.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { CartPage } from './cart-page.js';

const nbsp = (text: string) => text.replace(' ', '\u00a0');

describe('CartPage', { timeout: 20_000 }, () => {
  it('invites to search when empty', async () => {
    renderWithStores(<CartPage />, { path: '/carrinho' });
    expect(await screen.findByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buscar criadores' }).getAttribute('href')).toBe('/busca');
  });

  it('lets a visitor change quantities, see the total, remove, and sign in to keep it', async () => {
    const user = userEvent.setup();
    const ana = aCreatorCard();
    const world = aTestWorld({ creators: [ana] });
    await world.stores.cart.add(ana);
    renderWithStores(<CartPage />, { path: '/carrinho', world });
    expect(await screen.findByTestId('cart-total')).toHaveProperty('textContent', nbsp('R$ 150,00'));
    await user.click(screen.getByRole('button', { name: 'Mais Feed para Ana Silva' }));
    expect(screen.getByTestId('cart-total').textContent).toBe(nbsp('R$ 450,00'));
    expect(screen.getByRole('link', { name: 'Entre para salvar seu carrinho' }).getAttribute('href')).toBe('/entrar?next=/carrinho');
    await user.click(screen.getByRole('button', { name: 'Remover Ana Silva' }));
    expect(await screen.findByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
  });
});
