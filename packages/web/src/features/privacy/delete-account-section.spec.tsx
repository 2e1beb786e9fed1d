import { ChakraProvider } from '@chakra-ui/react';
import { ApplicationError } from '@publi/application';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { system } from '../../shared/theme/system.js';
import { Toaster } from '../../shared/toaster.js';
import { DELETION_BLOCKED } from '../../stores/account-deletion.store.js';
import { aSignedUpAccount } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { PrivacyPage } from './privacy-page.js';

const UNDER_WAY = 'Há 1 contrato em andamento. Conclua-o antes de excluir a conta.';

async function openedOnPrivacy() {
  const world = aTestWorld();
  await aSignedUpAccount(world, 'brand', 'Loja Aurora', 'aurora@exemplo.com.br');
  render(<ChakraProvider value={system}><Toaster /></ChakraProvider>);
  const screenResult = renderWithStores(<PrivacyPage />, { world, path: '/privacidade' });
  const opener = await screen.findByRole('button', { name: 'Excluir minha conta' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Excluir sua conta para sempre?' });
  return { world, opener, dialog, router: screenResult.router };
}

describe('"Excluir minha conta" on /privacidade', { timeout: 20_000 }, () => {
  it('tells a visitor to sign in first, with nothing to press', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    renderWithStores(<PrivacyPage />, { world });
    const section = await screen.findByRole('region', { name: 'Excluir minha conta' });
    expect(within(section).getByRole('link', { name: 'entre para excluir a sua conta' }).getAttribute('href')).toBe('/entrar');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says what is erased, what is kept for 5 years and that it cannot be undone', async () => {
    const world = aTestWorld();
    await aSignedUpAccount(world, 'creator', 'Ana Souza', 'ana@exemplo.com.br');
    renderWithStores(<PrivacyPage />, { world });
    const section = await screen.findByRole('region', { name: 'Excluir minha conta' });
    expect(section.textContent).toMatch(/dados bancários, chave Pix, fotos, carrinho e notificações/);
    expect(section.textContent).toMatch(/5 anos/);
    expect(section.textContent).toMatch(/“Conta excluída”/);
    expect(section.textContent).toMatch(/não pode ser desfeita/);
    expect(section.textContent).toMatch(/em andamento só podem ser excluídas quando eles terminarem/);
  });

  it('deletes only once the box is ticked, then lands on / with the notice and the session ended', async () => {
    const { world, dialog, router } = await openedOnPrivacy();
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Excluir minha conta' });
    expect(confirm.disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Entendo que a exclusão é definitiva' }));
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(await screen.findByText('Sua conta foi excluída.')).toBeVisible();
    expect(world.privacy.deleted).toBe(true);
    expect(world.stores.session.isSignedIn).toBe(false);
  });

  it('shows the server\'s sentence in the dialog on a refusal, keeps the account and the focus on the button', async () => {
    const { world, dialog } = await openedOnPrivacy();
    world.privacy.refuseNext(new ApplicationError(DELETION_BLOCKED, undefined, { account: UNDER_WAY }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Entendo que a exclusão é definitiva' }));
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Excluir minha conta' });
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(UNDER_WAY);
    expect(document.activeElement).toBe(confirm);
    expect(world.privacy.deleted).toBe(false);
    expect(world.stores.session.isSignedIn).toBe(true);
  });

  it('closes on Escape, gives the focus back to the opener and starts unticked the next time', async () => {
    const { opener, dialog } = await openedOnPrivacy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Entendo que a exclusão é definitiva' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    await waitFor(() => {
      expect(document.activeElement).toBe(opener);
    });
    await userEvent.click(opener);
    const again = await screen.findByRole('alertdialog');
    expect(within(again).getByRole<HTMLInputElement>('checkbox', { name: 'Entendo que a exclusão é definitiva' }).checked).toBe(false);
  });
});
