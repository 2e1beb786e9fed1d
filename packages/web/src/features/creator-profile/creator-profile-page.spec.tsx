import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { StoresProvider } from '../../stores/stores-context.js';
import { system } from '../../shared/theme/system.js';
import { aCreatorDetails } from '../../testing/creator-card.builder.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { CreatorProfilePage } from './creator-profile-page.js';

function aWorldWithAna() {
  const world = aTestWorld();
  world.creators.addCreator(aCreatorDetails({ id: 42, slug: 'ana-silva', badges: [{ id: 3, name: 'Verificada', icon: '' }] }), 'ana-external');
  return world;
}

/** The page under its real route pattern, so `:idOrSlug` is read from the address. */
function renderProfile(path: string, world: TestWorld) {
  const router = createMemoryRouter([{ path: '/creator/:idOrSlug', element: <CreatorProfilePage /> }], { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <StoresProvider stores={world.stores}>
        <RouterProvider router={router} />
      </StoresProvider>
    </ChakraProvider>,
  );
}

describe('CreatorProfilePage', { timeout: 20_000 }, () => {
  it('shows the creator by slug, titled with the name, and puts them in the cart', async () => {
    const user = userEvent.setup();
    const world = aWorldWithAna();
    renderProfile('/creator/ana-silva', world);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeVisible();
    expect(document.title).toBe('Ana Silva | Publi');
    expect(screen.getByText('Verificada')).toBeVisible();
    expect(screen.getByText('@ana.silva')).toBeVisible();
    expect(screen.getByText('Sob consulta')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(screen.getByRole('button', { name: 'No carrinho ✓ · Remover' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Adicionar ao carrinho' })).toBeNull();
    expect(world.stores.cart.has(42)).toBe(true);
  });

  it('says "Perfil indisponível", with a way to search, when the creator does not exist or deactivated', async () => {
    renderProfile('/creator/ninguem', aWorldWithAna());
    expect(await screen.findByRole('heading', { name: 'Perfil indisponível' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Adicionar ao carrinho' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Buscar criadores' }).getAttribute('href')).toBe('/busca');
  });
});
