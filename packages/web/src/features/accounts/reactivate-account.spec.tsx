import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { SignInPage } from './sign-in-page.js';
import { AccountStatusStore } from '../../stores/account-status.store.js';
import { SignInStore } from '../../stores/sign-in.store.js';

describe('Signing in to a deactivated account', { timeout: 45_000 }, () => {
  it('offers reactivation, and reactivating goes on to where the person was headed', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    const ana = await aSignedInCreator(world);
    await world.stores.pageStore(AccountStatusStore).deactivate();
    expect(world.stores.session.isSignedIn).toBe(false);
    renderWithStores(<SignInPage />, { path: '/entrar', world });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana-silva@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Sua conta está desativada' })).toBeVisible();
    expect(screen.getByText('Reativar?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reativar minha conta' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/home');
    expect(world.accounts.peek(ana.externalId)?.active).toBe(true);
  });

  it('"Sair" leaves the account deactivated and signed out', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    const ana = await aSignedInCreator(world);
    await world.stores.pageStore(AccountStatusStore).deactivate();
    await world.stores.pageStore(SignInStore).withEmail('ana-silva@exemplo.com.br', 'segredo1');
    renderWithStores(<SignInPage />, { path: '/entrar', world });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(world.stores.session.isSignedIn).toBe(false);
    expect(world.accounts.peek(ana.externalId)?.active).toBe(false);
  });
});
