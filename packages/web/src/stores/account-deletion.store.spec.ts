import { ApplicationError } from '@publi/application';
import { describe, expect, it, vi } from 'vitest';
import { aSignedUpAccount } from '../testing/accounts.builder.js';
import { aTestWorld } from '../testing/test-container.js';
import { DELETION_BLOCKED, AccountDeletionStore } from './account-deletion.store.js';
import { RECENT_SIGN_IN_REQUIRED } from './recent-sign-in.store.js';

const UNDER_WAY = 'Há 1 contrato em andamento e 1 repasse a receber. Conclua-os antes de excluir a conta.';

async function aBrandReadyToDelete() {
  const world = aTestWorld();
  await aSignedUpAccount(world, 'brand', 'Loja Aurora', 'aurora@exemplo.com.br');
  world.stores.pageStore(AccountDeletionStore).setAcknowledged(true);
  return world;
}

describe('AccountDeletionStore', () => {
  it('deletes the account, then the session here ends and the token is gone', async () => {
    const world = await aBrandReadyToDelete();
    await expect(world.stores.pageStore(AccountDeletionStore).delete()).resolves.toBe(true);
    expect(world.privacy.deleted).toBe(true);
    expect(world.stores.session.isSignedIn).toBe(false);
    expect(world.tokens.read()).toBeNull();
    expect(world.stores.pageStore(AccountDeletionStore).deleting).toBe(false);
  });

  it('sends nothing until "Entendo que a exclusão é definitiva" is ticked', async () => {
    const world = await aBrandReadyToDelete();
    world.stores.pageStore(AccountDeletionStore).setAcknowledged(false);
    await expect(world.stores.pageStore(AccountDeletionStore).delete()).resolves.toBe(false);
    expect(world.privacy.deleted).toBe(false);
    expect(world.stores.session.isSignedIn).toBe(true);
  });

  it('shows the sentence naming what is under way when the server refuses, and keeps the account signed in', async () => {
    const world = await aBrandReadyToDelete();
    world.privacy.refuseNext(new ApplicationError(DELETION_BLOCKED, 'A conta tem contratos em andamento.', { account: UNDER_WAY }));
    await expect(world.stores.pageStore(AccountDeletionStore).delete()).resolves.toBe(false);
    expect(world.stores.pageStore(AccountDeletionStore).error).toBe(UNDER_WAY);
    expect(world.privacy.deleted).toBe(false);
    expect(world.stores.session.isSignedIn).toBe(true);
    expect(world.tokens.read()).not.toBeNull();
  });

  it("falls back on the code's own message when the refusal names nothing", async () => {
    const world = await aBrandReadyToDelete();
    world.privacy.refuseNext(new ApplicationError(DELETION_BLOCKED));
    await world.stores.pageStore(AccountDeletionStore).delete();
    expect(world.stores.pageStore(AccountDeletionStore).error).toBe(
      'A conta tem contratos, pagamentos ou repasses em andamento e só pode ser excluída quando eles terminarem.',
    );
  });

  it('asks "Confirme que é você" on an old sign-in, then deletes once confirmed', async () => {
    const world = await aBrandReadyToDelete();
    world.privacy.refuseNext(new ApplicationError(RECENT_SIGN_IN_REQUIRED, 'Por segurança, confirme sua senha para continuar.'));
    const deleting = world.stores.pageStore(AccountDeletionStore).delete();
    await vi.waitFor(() => {
      expect(world.stores.recentSignIn.isOpen).toBe(true);
    });
    expect(world.stores.pageStore(AccountDeletionStore).deleting).toBe(true);
    world.stores.recentSignIn.setPassword('segredo1');
    await world.stores.recentSignIn.confirm();
    await expect(deleting).resolves.toBe(true);
    expect(world.privacy.deleted).toBe(true);
    expect(world.stores.session.isSignedIn).toBe(false);
  });

  it('keeps the account when "Confirme que é você" is closed, with the refusal in pt-BR', async () => {
    const world = await aBrandReadyToDelete();
    world.privacy.refuseNext(new ApplicationError(RECENT_SIGN_IN_REQUIRED, 'Por segurança, confirme sua senha para continuar.'));
    const deleting = world.stores.pageStore(AccountDeletionStore).delete();
    await vi.waitFor(() => {
      expect(world.stores.recentSignIn.isOpen).toBe(true);
    });
    world.stores.recentSignIn.cancel();
    await expect(deleting).resolves.toBe(false);
    expect(world.stores.pageStore(AccountDeletionStore).error).toBe('Por segurança, confirme sua senha para continuar.');
    expect(world.privacy.deleted).toBe(false);
    expect(world.stores.session.isSignedIn).toBe(true);
  });

  it('sends one request for a double click', async () => {
    const world = await aBrandReadyToDelete();
    const request = vi.spyOn(world.privacy, 'deleteMyAccount');
    const results = await Promise.all([world.stores.pageStore(AccountDeletionStore).delete(), world.stores.pageStore(AccountDeletionStore).delete()]);
    expect(results).toEqual([true, false]);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('starts the next opening of the dialog unticked and without the last refusal', async () => {
    const world = await aBrandReadyToDelete();
    world.privacy.refuseNext(new ApplicationError(DELETION_BLOCKED));
    await world.stores.pageStore(AccountDeletionStore).delete();
    world.stores.pageStore(AccountDeletionStore).reset();
    expect(world.stores.pageStore(AccountDeletionStore).acknowledged).toBe(false);
    expect(world.stores.pageStore(AccountDeletionStore).error).toBeNull();
  });
});
