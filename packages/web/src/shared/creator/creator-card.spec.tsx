import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CREATOR_IMAGE } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { aCreatorCard } from '../../testing/creator-card.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { CreatorCard } from './creator-card.js';


describe('CreatorCard', { timeout: 20_000 }, () => {
  // Testing Library's default normalizer reads the no-break space after R$ as a plain space.
  it('shows the placeholder picture, where, audience and prices in BRL', () => {
    renderWithStores(<CreatorCard creator={aCreatorCard({ image: null })} />);
    const card = screen.getByRole('article', { name: 'Ana Silva' });
    expect(within(card).getByRole('img', { name: 'Foto de Ana Silva' }).getAttribute('src')).toBe(DEFAULT_CREATOR_IMAGE);
    expect(within(card).getByRole('link', { name: 'Ana Silva' }).getAttribute('href')).toBe('/creator/1');
    expect(within(card).getByText('Recife, PE')).toBeVisible();
    expect(within(card).getByText('12,3 mil')).toBeVisible();
    expect(within(card).getByText('4,5%')).toBeVisible();
    expect(within(card).getByText('R$ 150,00')).toBeVisible();
    expect(within(card).getByText('R$ 300,00')).toBeVisible();
    expect(within(card).getByText('Sob consulta')).toBeVisible();
  });

  it('offers a stored photo in the widths the server resizes to, the placeholder as it is, and loads only the first cards at once', () => {
    renderWithStores(<CreatorCard creator={aCreatorCard({ image: '/api/uploads/profile/ab12.png' })} eager />);
    const photo = screen.getByRole('img', { name: 'Foto de Ana Silva' });
    expect(photo.getAttribute('src')).toBe('/api/uploads/profile/ab12.png');
    expect(photo.getAttribute('srcset')).toContain('/api/images/320/profile/ab12.png 320w');
    expect(photo.getAttribute('sizes')).toMatch(/100vw$/);
    expect(photo.getAttribute('loading')).toBe('eager');

    renderWithStores(<CreatorCard creator={aCreatorCard({ id: 2, name: 'Bia Lima', image: null })} />);
    const placeholder = screen.getByRole('img', { name: 'Foto de Bia Lima' });
    expect(placeholder.getAttribute('srcset')).toBeNull();
    expect(placeholder.getAttribute('loading')).toBe('lazy');
  });

  it('shows "—" for an unknown engagement', () => {
    renderWithStores(<CreatorCard creator={aCreatorCard({ engagement: null })} />);
    expect(screen.getByText(/engajamento$/)).toHaveTextContent(/^— engajamento$/);
  });

  it('adds the creator to the cart and takes them out again', async () => {
    const user = userEvent.setup();
    const { world } = renderWithStores(<CreatorCard creator={aCreatorCard()} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
    const remove = screen.getByRole('button', { name: 'Remover do carrinho' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(world.stores.cart.count).toBe(1);
    await user.click(remove);
    expect(world.stores.cart.count).toBe(0);
  });
});
