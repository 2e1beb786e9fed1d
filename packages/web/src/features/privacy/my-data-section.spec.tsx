import { ApplicationError } from '@publi/application';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_SIGN_IN_REQUIRED } from '../../stores/recent-sign-in.store.js';
import { aSignedUpAccount } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { PrivacyPage } from './privacy-page.js';
import { MyDataStore } from '../../stores/my-data.store.js';

// What the browser was handed to save: the anchor's file name and the blob's type.
const saved: { name: string; type: string }[] = [];

beforeEach(() => {
  saved.length = 0;
  let lastType = '';
  vi.stubGlobal('URL', Object.assign(Object.create(URL) as typeof URL, {
    createObjectURL: (blob: Blob) => {
      lastType = blob.type;
      return 'blob:publi/1';
    },
    revokeObjectURL: () => undefined,
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: lastType });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signedIn() {
  const world = aTestWorld();
  await aSignedUpAccount(world, 'creator', 'Ana Souza', 'ana@exemplo.com.br');
  return world;
}

describe('"Seus dados" on /privacidade', { timeout: 20_000 }, () => {
  it('tells a visitor to sign in first, with no download to press', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    renderWithStores(<PrivacyPage />, { world });
    expect(await screen.findByRole('heading', { level: 2, name: 'Seus dados' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'entre na sua conta' }).getAttribute('href')).toBe('/entrar');
    expect(screen.queryByRole('button', { name: /Baixar meus dados/ })).toBeNull();
  });

  it('downloads the JSON and the CSV as files to save, under the names and types it was given', async () => {
    const world = await signedIn();
    renderWithStores(<PrivacyPage />, { world });
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar meus dados (JSON)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados (CSV)' }));
    await waitFor(() => {
      expect(saved).toEqual([
        { name: 'publi-meus-dados.json', type: 'application/json; charset=utf-8' },
        { name: 'publi-meus-dados.csv', type: 'text/csv; charset=utf-8' },
      ]);
    });
    expect(world.privacy.requested).toEqual(['json', 'csv']);
  });

  it('says in pt-BR why a download failed, saves nothing, and lets the person try again', async () => {
    const world = await signedIn();
    world.privacy.refuseNext(new ApplicationError('NETWORK.UNREACHABLE'));
    renderWithStores(<PrivacyPage />, { world });
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar meus dados (CSV)' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/conex|internet|servidor/i);
    expect(saved).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados (CSV)' }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks "Confirme que é você" on an old sign-in, then downloads once confirmed', async () => {
    const world = await signedIn();
    world.privacy.refuseNext(new ApplicationError(RECENT_SIGN_IN_REQUIRED, 'Por segurança, confirme sua senha para continuar.'));
    const file = world.stores.pageStore(MyDataStore).download('json');
    await vi.waitFor(() => {
      expect(world.stores.recentSignIn.isOpen).toBe(true);
    });
    expect(world.stores.pageStore(MyDataStore).downloading).toBe('json');
    world.stores.recentSignIn.setPassword('segredo1');
    await world.stores.recentSignIn.confirm();
    expect((await file)?.fileName).toBe('publi-meus-dados.json');
    expect(world.privacy.requested).toEqual(['json', 'json']);
    expect(world.stores.pageStore(MyDataStore).downloading).toBeNull();
  });
});
