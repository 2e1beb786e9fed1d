import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRouter } from '../testing/render-with-stores.js';
import { aTestWorld } from '../testing/test-container.js';
import { appRoutes } from './router.js';

// The cart page's code never arrives (as after a deploy, when the tab's old file is gone), and
// the "not found" page breaks while drawing.
vi.mock('../features/cart/cart-page.js', () => ({
  get CartPage(): never {
    throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/cart-page-Dj.js');
  },
}));
vi.mock('../features/not-found/not-found-page.js', () => ({
  NotFoundPage: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'name')");
  },
}));

function openAt(path: string) {
  const world = aTestWorld();
  const router = createMemoryRouter(appRoutes(world.stores), { initialEntries: [path] });
  renderRouter(router, world);
  return router;
}

describe('a page that fails says so in pt-BR, under the header', { timeout: 20_000 }, () => {
  it('asks for a reload when the page code did not arrive', async () => {
    openAt('/carrinho');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Não foi possível abrir esta página' })).toBeVisible();
    expect(alert.textContent).toContain('Recarregue a página para continuar.');
    expect(screen.getByRole('button', { name: 'Recarregar a página' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/');
    // The header stays, so the rest of Publi is one click away.
    expect(screen.getByRole('link', { name: 'Publi, página inicial' })).toBeVisible();
    expect(document.body.textContent).not.toContain('dynamically imported');
    expect(document.title).toBe('Não foi possível abrir esta página | Publi');
  });

  it('says the same when the page is reached by a link from another page', async () => {
    const router = openAt('/entrar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await act(() => router.navigate('/carrinho'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Não foi possível abrir esta página' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Unexpected Application Error|dynamically imported/);
  });

  it('never shows the error text or its stack when the page breaks while drawing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openAt('/um-endereco-qualquer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo deu errado nesta página' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Publi, página inicial' })).toBeVisible();
    expect(document.body.textContent).not.toContain('Cannot read properties');
    expect(document.body.textContent).not.toMatch(/Unexpected Application Error|developer/);
  });
});
