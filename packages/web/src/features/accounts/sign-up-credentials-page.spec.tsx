import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { fieldMessageOf } from '../../testing/field-message.testing.js';
import { SignUpCredentialsPage } from './sign-up-credentials-page.js';
import { SignUpStore } from '../../stores/sign-up.store.js';

function consentBox(): HTMLElement {
  return screen.getByRole('checkbox', { name: 'Li e aceito a Política de Privacidade' });
}

function aCreatorSigningUp() {
  const world = aTestWorld();
  world.stores.pageStore(SignUpStore).chooseType('creator');
  return world;
}

describe('SignUpCredentialsPage', { timeout: 20_000 }, () => {
  it('sends someone without a chosen type back to /signup', async () => {
    renderWithStores(<SignUpCredentialsPage />, { path: '/signup2' });
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/signup');
  });

  it('shows each problem beside its field, in pt-BR', async () => {
    const user = userEvent.setup();
    renderWithStores(<SignUpCredentialsPage />, { path: '/signup2', world: aCreatorSigningUp() });
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.type(screen.getByLabelText('Senha'), '123');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(fieldMessageOf(screen.getByLabelText('Nome'))).toContain('Preencha este campo.');
    expect(fieldMessageOf(screen.getByLabelText('E-mail'))).toContain('Informe um e-mail válido');
    expect(fieldMessageOf(screen.getByLabelText('Senha'))).toContain('A senha precisa ter pelo menos 6 caracteres.');
    expect(fieldMessageOf(consentBox())).toContain('Para criar a conta, leia e aceite a Política de Privacidade.');
  });

  it('creates no account, by e-mail or by Google, until the privacy policy is accepted, and links to it', async () => {
    const user = userEvent.setup();
    const { world } = renderWithStores(<SignUpCredentialsPage />, { path: '/signup2', world: aCreatorSigningUp() });
    await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await user.click(screen.getByRole('button', { name: /Google/ }));
    expect(consentBox().getAttribute('aria-invalid')).toBe('true');
    expect(world.stores.session.user).toBeNull();
    expect(screen.queryByTestId('navigated-to')).toBeNull();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe('/privacidade');
  });

  it("puts the provider's 'e-mail in use' beside the e-mail and keeps what was typed", async () => {
    const user = userEvent.setup();
    const world = aCreatorSigningUp();
    await world.identity.signUpWithEmail('ana@exemplo.com.br', 'segredo1');
    await world.identity.signOut();
    renderWithStores(<SignUpCredentialsPage />, { path: '/signup2', world });
    await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'outra-senha');
    await user.click(consentBox());
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => { expect(screen.getByLabelText('E-mail')).toHaveAccessibleErrorMessage('Este e-mail já está cadastrado. Entre na sua conta ou use outro e-mail.'); });
    expect(fieldMessageOf(screen.getByLabelText('E-mail'))).toContain('Este e-mail já está cadastrado.');
    expect(screen.getByLabelText('Nome')).toHaveProperty('value', 'Ana Souza');
    expect(screen.getByLabelText('Senha')).toHaveProperty('value', 'outra-senha');
  });

  it('creates the account and goes on to the profile step', async () => {
    const user = userEvent.setup();
    const { world } = renderWithStores(<SignUpCredentialsPage />, { path: '/signup2', world: aCreatorSigningUp() });
    await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(consentBox());
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/signup/profile');
    expect(world.stores.session.user).toMatchObject({ name: 'Ana Souza', type: 'creator', email: 'ana@exemplo.com.br' });
  });
});
