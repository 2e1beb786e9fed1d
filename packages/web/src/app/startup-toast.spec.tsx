import { ApplicationError } from '@publi/application';
import { screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStores } from '../testing/render-with-stores.js';
import { aTestWorld } from '../testing/test-container.js';
import { Toaster, toaster } from '../shared/toaster.js';
import { StartupToast } from './startup-toast.js';

function failUserLoad(session: { loadError: ApplicationError | null }, message: string): void {
  runInAction(() => {
    session.loadError = new ApplicationError('AUTH.TOKEN_INVALID', message);
  });
}

const shell = (
  <>
    <StartupToast />
    <Toaster />
  </>
);

describe('the failed-user-load toast', () => {
  afterEach(() => {
    toaster.remove();
  });

  it('shows the server message on a signed-in page', async () => {
    const { world } = renderWithStores(shell, { path: '/home' });
    failUserLoad(world.stores.session, 'Sua sessão não é válida. Entre de novo.');
    expect(await screen.findByRole('region', { name: 'Avisos (atalho: Alt+T)' })).toHaveTextContent('Sua sessão não é válida. Entre de novo.');
  });

  it('shows a failure that happened before the page rendered', async () => {
    const world = aTestWorld();
    failUserLoad(world.stores.session, 'Usuário não encontrado.');
    renderWithStores(shell, { path: '/home', world });
    expect(await screen.findByRole('region', { name: 'Avisos (atalho: Alt+T)' })).toHaveTextContent('Usuário não encontrado.');
  });

  it.each(['/signup', '/signup2', '/signup/profile'])('stays away on %s', async (path) => {
    const { world } = renderWithStores(shell, { path });
    failUserLoad(world.stores.session, 'Sua sessão não é válida. Entre de novo.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Sua sessão não é válida. Entre de novo.')).toBeNull();
  });
});
