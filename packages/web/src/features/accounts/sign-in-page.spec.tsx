import { toIdentityError } from '@publi/adapters-auth';
import { APPLICATION_ERROR_MESSAGES } from '@publi/application';
import { englishWordsIn } from '@publi/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldMessageOf } from '../../testing/field-message.testing.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { SignInPage } from './sign-in-page.js';
import { SignUpStore } from '../../stores/sign-up.store.js';

/** A world where Ana has an account (and is signed out again). */
async function aWorldWithAna() {
  const world = aTestWorld();
  await world.stores.session.start();
  await world.stores.pageStore(SignUpStore).withEmail({ type: 'brand', name: 'Ana Souza', email: 'ana@exemplo.com.br', password: 'segredo1' });
  await world.stores.session.signOut();
  return world;
}

describe('SignInPage', { timeout: 20_000 }, () => {
  it('says in pt-BR that the credentials are wrong and keeps the typed e-mail', async () => {
    const user = userEvent.setup();
    renderWithStores(<SignInPage />, { path: '/entrar', world: await aWorldWithAna() });
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('E-mail ou senha incorretos.'));
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'ana@exemplo.com.br');
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveProperty('disabled', false);
  });

  it('shows the generic pt-BR message for an identity failure without a message of its own, never the SDK text', async () => {
    const user = userEvent.setup();
    const world = await aWorldWithAna();
    // What the firebase adapter throws for a code it has no message for, such as `auth/internal-error`.
    const sdkError = Object.assign(new Error('Firebase: An internal AuthError has occurred. (auth/internal-error).'), { code: 'auth/internal-error' });
    vi.spyOn(world.identity, 'signInWithEmail').mockRejectedValue(toIdentityError(sdkError));
    renderWithStores(<SignInPage />, { path: '/entrar', world });
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(APPLICATION_ERROR_MESSAGES['IDENTITY.UNKNOWN']);
    expect(englishWordsIn(alert.textContent)).toEqual([]);
  });

  it('signs in and goes to /home', async () => {
    const user = userEvent.setup();
    const { world } = renderWithStores(<SignInPage />, { path: '/entrar', world: await aWorldWithAna() });
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/home');
    expect(world.stores.session.user?.name).toBe('Ana Souza');
  });

  it('sends a person already signed in to /home instead of the form', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    await world.stores.pageStore(SignUpStore).withEmail({ type: 'brand', name: 'Ana Souza', email: 'ana@exemplo.com.br', password: 'segredo1' });
    renderWithStores(<SignInPage />, { path: '/entrar', world });
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/home');
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
  });

  it('checks the fields before asking the provider', async () => {
    const user = userEvent.setup();
    renderWithStores(<SignInPage />, { path: '/entrar' });
    await user.type(screen.getByLabelText('E-mail'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(fieldMessageOf(screen.getByLabelText('E-mail'))).toContain('Informe um e-mail válido');
    expect(fieldMessageOf(screen.getByLabelText('Senha'))).toContain('Preencha este campo.');
  });

  it('names the password toggle apart from the password field', async () => {
    const user = userEvent.setup();
    renderWithStores(<SignInPage />, { path: '/entrar' });
    await user.click(screen.getByRole('button', { name: 'Mostrar a senha' }));
    expect(screen.getByLabelText('Senha')).toHaveProperty('type', 'text');
    expect(screen.getAllByLabelText('Senha')).toHaveLength(1);
  });
});

