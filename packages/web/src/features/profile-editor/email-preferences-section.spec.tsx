import { ApplicationError } from '@publi/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, toaster } from '../../shared/toaster.js';
import { aSignedUpAccount } from '../../testing/accounts.builder.js';
import { holdCalls } from '../../testing/held-calls.testing.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { EmailPreferencesSection } from './email-preferences-section.js';

async function signedIn() {
  const world = aTestWorld();
  await aSignedUpAccount(world, 'brand', 'Rita Gomes', 'rita@exemplo.com.br');
  return world;
}

const screenOf = (world: ReturnType<typeof aTestWorld>) =>
  renderWithStores(<><EmailPreferencesSection /><Toaster /></>, { path: '/perfil/notificacoes', world });

afterEach(() => {
  toaster.remove();
});

describe('"Notificações" on /perfil/notificacoes', { timeout: 30_000 }, () => {
  it('shows a switch per kind of e-mail with its description, all on, and security locked with the reason', async () => {
    const world = await signedIn();
    screenOf(world);
    const list = await screen.findByRole('list', { name: 'Tipos de e-mail' });
    const names = within(list).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(names).toEqual(['Novas propostas', 'Contrapropostas', 'Respostas às propostas', 'Pagamentos confirmados', 'Entregas recebidas', 'Ajustes pedidos', 'Aprovação das entregas', 'Repasses', 'Segurança da conta']);
    expect(within(list).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    const security = screen.getByRole('checkbox', { name: 'Segurança da conta' });
    expect(security).toBeDisabled();
    expect(security).toHaveAccessibleDescription('Sempre enviados: avisam de acessos e mudanças na sua conta.');
    expect(screen.getByRole('checkbox', { name: 'Respostas às propostas' })).toHaveAccessibleDescription('Propostas aceitas, recusadas, canceladas ou expiradas.');
  });

  it('turns a kind off by keyboard, waits on "Salvar" while saving, says it saved, and sends only that change', async () => {
    const world = await signedIn();
    screenOf(world);
    const proposals = await screen.findByRole('checkbox', { name: 'Novas propostas' });
    proposals.focus();
    await userEvent.keyboard(' ');
    expect(proposals).not.toBeChecked();
    const held = holdCalls(world.email, 'updatePreferences');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => {
      expect(held.waiting).toBe(1);
    });
    expect(screen.getByRole('button', { name: /Salvando/ })).toHaveAttribute('aria-disabled', 'true');
    held.release();
    expect(await screen.findByText('Preferências de e-mail salvas.')).toBeVisible();
    expect(world.email.updates).toEqual([[{ kind: 'proposal', email: false }]]);
    expect((await world.email.getPreferences()).find((preference) => preference.kind === 'proposal')?.email).toBe(false);
  });

  it('says in pt-BR why a save failed, beside the button, and keeps what was switched', async () => {
    const world = await signedIn();
    screenOf(world);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Repasses' }));
    world.email.refuseNext(new ApplicationError('NETWORK.UNREACHABLE'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor. Verifique sua internet e tente de novo.');
    expect(screen.getByRole('checkbox', { name: 'Repasses' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Salvar' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a loading state, then the reason the switches could not be read, and tries again', async () => {
    const world = await signedIn();
    const held = holdCalls(world.email, 'getPreferences');
    world.email.refuseNext(new ApplicationError('NETWORK.UNREACHABLE'));
    screenOf(world);
    expect(screen.getByLabelText('Carregando suas preferências de e-mail')).toBeVisible();
    held.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => {
      expect(held.waiting).toBe(1);
    });
    held.release();
    expect(await screen.findByRole('checkbox', { name: 'Novas propostas' })).toBeChecked();
  });
});
