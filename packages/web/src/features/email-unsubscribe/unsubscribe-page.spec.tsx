import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedUpAccount } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { UnsubscribePage } from './unsubscribe-page.js';

/** Ana's account, then nobody signed in, as someone opening the link from their mail. */
async function aLinkFor(kind: 'paid' | 'security') {
  const world = aTestWorld();
  const ana = await aSignedUpAccount(world, 'creator', 'Ana Souza', 'ana@exemplo.com.br');
  const token = world.email.issueUnsubscribeToken(ana.externalId, kind);
  await world.stores.session.signOut();
  return { world, token, ana };
}

describe('/email/descadastrar', { timeout: 30_000 }, () => {
  it('asks first, signed out, then turns the kind off and links to the other e-mails', async () => {
    const { world, token, ana } = await aLinkFor('paid');
    renderWithStores(<UnsubscribePage />, { path: '/email/descadastrar', entry: `/email/descadastrar?token=${token}`, world });
    expect(await screen.findByText(/Você não quer mais receber:/)).toHaveTextContent('Você não quer mais receber: Pagamentos confirmados em a***@exemplo.com.br?');
    expect(world.email.updates).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Parar de receber' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pronto: você não receberá mais estes e-mails.');
    expect(screen.getByRole('link', { name: 'Escolher outros e-mails' })).toHaveAttribute('href', '/perfil/notificacoes');
    world.session.signInAs(ana.externalId);
    expect((await world.email.getPreferences()).find((preference) => preference.kind === 'paid')?.email).toBe(false);
  });

  it("shows the contract's message for a link that is not one, and for a link without its token", async () => {
    const { world } = await aLinkFor('paid');
    const { unmount } = renderWithStores(<UnsubscribePage />, { path: '/email/descadastrar', entry: '/email/descadastrar?token=inventado', world });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este link de descadastro não vale mais. Escolha seus e-mails em Perfil > Notificações.');
    expect(screen.queryByRole('button', { name: 'Parar de receber' })).toBeNull();
    unmount();
    renderWithStores(<UnsubscribePage />, { path: '/email/descadastrar', world });
    expect(await screen.findByRole('alert')).toHaveTextContent('O link de descadastro está incompleto.');
  });
});
