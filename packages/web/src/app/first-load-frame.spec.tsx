import { act, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRouter } from '../testing/render-with-stores.js';
import { aTestWorld } from '../testing/test-container.js';
import { framed, page } from './router.js';

/** The app's frame over one page whose code arrives when the test says so. */
function frameWithSlowPage() {
  let arrive: () => void = () => undefined;
  const pageCode = new Promise<{ Component: React.ComponentType }>((resolve) => {
    arrive = () => { resolve({ Component: () => <h1>Página</h1> }); };
  });
  const router = createMemoryRouter([framed([page('/', () => pageCode)])]);
  return { router, arrive };
}

describe('the first load', { timeout: 20_000 }, () => {
  it('draws the header before the page has arrived, and keeps that very header and its focus once it has', async () => {
    const { router, arrive } = frameWithSlowPage();
    renderRouter(router, aTestWorld());
    const early = await screen.findByRole('link', { name: 'Publi, página inicial' });
    act(() => { early.focus(); });
    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Página' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Publi, página inicial' })).toBe(early);
    expect(document.activeElement).toBe(early);
  });
});
