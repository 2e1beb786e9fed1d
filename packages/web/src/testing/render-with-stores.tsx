import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { StoresProvider } from '../stores/stores-context.js';
import { system } from '../shared/theme/system.js';
import { aTestWorld, type TestWorld } from './test-container.js';

/** A rendered screen and the world behind it. */
export interface RenderedScreen extends RenderResult {
  readonly world: TestWorld;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders `ui` as the app would: Chakra's theme, the stores' context, a router at `path`
 * (any other path renders a marker naming it, so navigation can be asserted). `path` is the
 * route's pattern; `entry`, when the pattern has parameters, the address first opened.
 */
export function renderWithStores(ui: ReactElement, { path = '/', entry = path, world = aTestWorld() }: { path?: string; entry?: string; world?: TestWorld } = {}): RenderedScreen {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: NavigatedTo },
    ],
    { initialEntries: [entry] },
  );
  return { ...renderRouter(router, world), world, router };
}

/** Renders `router` as the app does: under Chakra's theme and the stores' context of `world`. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, world: TestWorld): RenderResult {
  return render(
    <ChakraProvider value={system}>
      <StoresProvider stores={world.stores}>
        <RouterProvider router={router} />
      </StoresProvider>
    </ChakraProvider>,
  );
}

function NavigatedTo() {
  const location = useLocation();
  return <p data-testid="navigated-to">{location.pathname + location.search}</p>;
}
