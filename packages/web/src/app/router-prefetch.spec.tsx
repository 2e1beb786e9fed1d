import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { aCreatorCard, aCreatorDetails } from '../testing/creator-card.builder.js';
import { renderRouter } from '../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../testing/test-container.js';
import { appRoutes } from './router.js';

/** The app's own routes at `path`, as the browser router would open them. */
function openAt(path: string, world: TestWorld) {
  const router = createMemoryRouter(appRoutes(world.stores), { initialEntries: [path] });
  return { router, show: () => renderRouter(router, world) };
}

describe('the public pages start their first read with the navigation', { timeout: 20_000 }, () => {
  it('asks for a creator profile before the page renders, and only once', async () => {
    const world = aTestWorld();
    world.creators.addCreator(aCreatorDetails({ id: 42, slug: 'ana-silva' }), 'ana-external');
    const reads = vi.spyOn(world.creators, 'getDetailsBySlug');
    const page = openAt('/creator/ana-silva', world);
    // Nothing is rendered yet: the read is on its way beside the page's code.
    expect(world.stores.creatorProfile.status).toBe('loading');
    page.show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeVisible();
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('asks for the landing page featured creators before the page renders, and only once', async () => {
    const world = aTestWorld({ creators: [aCreatorCard({ id: 7, name: 'Bia Costa' })] });
    const reads = vi.spyOn(world.search, 'searchPage');
    const page = openAt('/', world);
    expect(world.stores.creatorResults.featuredStatus).toBe('loading');
    page.show();
    expect(await screen.findByText('Bia Costa')).toBeVisible();
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('asks for the results page at the page of the address, and only once', async () => {
    const world = aTestWorld({ creators: [aCreatorCard({ id: 7, name: 'Bia Costa' })] });
    const reads = vi.spyOn(world.search, 'searchPage');
    const page = openAt('/busca', world);
    expect(world.stores.creatorResults.status).toBe('loading');
    page.show();
    expect(await screen.findByText('Bia Costa')).toBeVisible();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(reads.mock.calls[0]?.[1]).toEqual({ offset: 0 });
  });

  it('does not ask again when the address already shown is opened again', async () => {
    const world = aTestWorld({ creators: [aCreatorCard({ id: 7, name: 'Bia Costa' })] });
    world.creators.addCreator(aCreatorDetails({ id: 42, slug: 'ana-silva' }), 'ana-external');
    const searches = vi.spyOn(world.search, 'searchPage');
    const profiles = vi.spyOn(world.creators, 'getDetailsBySlug');
    const page = openAt('/busca', world);
    page.show();
    expect(await screen.findByText('Bia Costa')).toBeVisible();
    // What the overlay's "Ver criadores" does while the results page is open.
    await page.router.navigate('/busca');
    await page.router.navigate('/creator/ana-silva');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeVisible();
    await page.router.navigate('/creator/ana-silva');
    expect(searches).toHaveBeenCalledTimes(1);
    expect(profiles).toHaveBeenCalledTimes(1);
    // Another page of results is another address: asked for.
    await page.router.navigate('/busca?pagina=2');
    expect(searches).toHaveBeenCalledTimes(2);
  });
});
