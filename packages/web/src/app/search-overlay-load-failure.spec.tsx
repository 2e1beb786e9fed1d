import { act, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toaster } from '../shared/toaster.js';
import { renderRouter } from '../testing/render-with-stores.js';
import { aTestWorld } from '../testing/test-container.js';
import { RootLayout } from './root-layout.js';

// The overlay's code never arrives (a dropped connection, or a deploy since the tab opened).
vi.mock('../features/search-overlay/search-overlay.js', () => ({
  get SearchOverlay(): never {
    throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/search-overlay-Dj.js');
  },
}));

afterEach(() => { toaster.remove(); });

describe('the search overlay whose code does not arrive', { timeout: 20_000 }, () => {
  it('closes and says so, and the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const world = aTestWorld();
    const frame = (
      <>
        <Toaster />
        <RootLayout />
      </>
    );
    renderRouter(createMemoryRouter([{ element: frame, children: [{ path: '/', element: <h1>Página aberta</h1> }] }]), world);
    act(() => { world.stores.searchOverlay.open(); });
    expect(await screen.findByText('Não foi possível abrir a busca')).toBeVisible();
    expect(screen.getByText(/Recarregue a página para continuar/)).toBeVisible();
    expect(world.stores.searchOverlay.isOpen).toBe(false);
    expect(screen.getByRole('heading', { name: 'Página aberta' })).toBeVisible();
  });
});
