import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { EmailConfirmationNotice } from './email-confirmation-notice.js';
import { SignUpStore } from '../../stores/sign-up.store.js';

const signUpAna = async (world: ReturnType<typeof aTestWorld>) => {
  await world.stores.session.start();
  await world.stores.pageStore(SignUpStore).withEmail({ type: 'brand', name: 'Ana', email: 'ana@exemplo.com.br', password: 'segredo1' });
};

describe('"Confirme seu e-mail"', { timeout: 20_000 }, () => {
  it('asks a new account to confirm, says the e-mails wait for it, and goes away once the link was opened', async () => {
    const world = aTestWorld();
    await signUpAna(world);
    renderWithStores(<EmailConfirmationNotice />, { world });

    expect(screen.getByRole('region', { name: 'Confirme seu e-mail' })).toHaveTextContent('Enviamos um link para ana@exemplo.com.br');
    expect(screen.getByRole('region', { name: 'Confirme seu e-mail' })).toHaveTextContent('aparecem só aqui na Publi');

    // Pressed before opening the link: the notice stays and says why.
    await userEvent.click(screen.getByRole('button', { name: 'Já confirmei' }));
    expect(await screen.findByText(/Ainda não vimos a confirmação/)).toBeVisible();

    world.identity.openConfirmationLink('ana@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Já confirmei' }));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Confirme seu e-mail' })).toBeNull();
    });
    expect(world.stores.session.user?.emailVerified).toBe(true);
  });

  it('sends the link again and says so', async () => {
    const world = aTestWorld();
    await signUpAna(world);
    world.identity.openConfirmationLink('ana@exemplo.com.br');
    renderWithStores(<EmailConfirmationNotice />, { world });

    await userEvent.click(screen.getByRole('button', { name: 'Enviar o link de novo' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Link enviado de novo');
    expect(() => { world.identity.openConfirmationLink('ana@exemplo.com.br'); }).not.toThrow();
  });

  it('shows nothing to a visitor, nor to an account whose e-mail is confirmed', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    const { unmount } = renderWithStores(<EmailConfirmationNotice />, { world });
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    await world.stores.pageStore(SignUpStore).withGoogle('brand', 'Ana');
    renderWithStores(<EmailConfirmationNotice />, { world });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
