import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApplicationError } from '@publi/application';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { HomePage } from './home-page.js';
import { SignUpStore } from '../../stores/sign-up.store.js';

describe('HomePage', { timeout: 20_000 }, () => {
  it('greets a brand by first name, refreshes the stored token once and opens the search', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    await world.stores.session.start();
    await world.stores.pageStore(SignUpStore).withEmail({ type: 'brand', name: 'Ana Souza', email: 'ana@exemplo.com.br', password: 'segredo1' });
    const before = world.tokens.read();
    renderWithStores(<HomePage />, { path: '/home', world });
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    expect(world.tokens.read()).not.toBe(before);
    await user.click(screen.getByRole('button', { name: 'Buscar criadores' }));
    expect(world.stores.searchOverlay.isOpen).toBe(true);
    expect(screen.getByRole('link', { name: 'Ver carrinho' }).getAttribute('href')).toBe('/carrinho');
  });

  it('keeps the person signed in and says so in pt-BR when the forced refresh cannot reach the identity provider', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    await world.stores.pageStore(SignUpStore).withEmail({ type: 'brand', name: 'Ana Souza', email: 'ana@exemplo.com.br', password: 'segredo1' });
    const before = world.tokens.read();
    // The identity port failing as the Firebase adapter does with the network down.
    world.identity.refreshToken = () => Promise.reject(new ApplicationError('IDENTITY.NETWORK'));
    renderWithStores(<HomePage />, { path: '/home', world });
    expect((await screen.findByRole('status')).textContent).toBe('Não conseguimos renovar sua sessão agora: o serviço de login não respondeu. Você continua conectado(a).');
    expect(screen.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    expect(world.stores.session.isSignedIn).toBe(true);
    expect(world.tokens.read()).toBe(before);
    expect(screen.queryByTestId('navigated-to')).toBeNull();
  });

  it('sends someone signed out to sign in, coming back here', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    renderWithStores(<HomePage />, { path: '/home', world });
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/entrar?next=/home');
  });
});
