import { act, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRouter } from '../testing/render-with-stores.js';
import { aTestWorld } from '../testing/test-container.js';
import { FirstLoadFrame, RootLayout } from './root-layout.js';

/** The app's frame over one page whose code arrives when the test says so. */
function frameWithSlowPage() {
  let arrive: () => void = () => undefined;
  const pageCode = new Promise<{ Component: React.ComponentType }>((resolve) => {
    arrive = () => { resolve({ Component: () => <h1>Página</h1> }); };
  });
  const router = createMemoryRouter([{ element: <RootLayout />, HydrateFallback: FirstLoadFrame, children: [{ path: '/', lazy: () => pageCode }] }]);
  return { router, arrive };
}

describe('the first load hands the focus to the page frame', { timeout: 20_000 }, () => {
  it('keeps a keyboard user on the header control they reached while the page was loading', async () => {
    const { router, arrive } = frameWithSlowPage();
    renderRouter(router, aTestWorld());
    const early = await screen.findByRole('link', { name: 'Publi, página inicial' });
    act(() => { early.focus(); });
    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Página' })).toBeVisible();
    const now = screen.getByRole('link', { name: 'Publi, página inicial' });
    expect(now).not.toBe(early);
    expect(document.activeElement).toBe(now);
  });

  it('moves nothing when nobody had moved the focus', async () => {
    const { router, arrive } = frameWithSlowPage();
    renderRouter(router, aTestWorld());
    await screen.findByRole('link', { name: 'Publi, página inicial' });
    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Página' })).toBeVisible();
    expect(document.activeElement).toBe(document.body);
  });
});
