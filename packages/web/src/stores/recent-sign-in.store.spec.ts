import { ApplicationError, ConfirmIdentityUseCase, InMemoryClock, InMemoryIdentityAdapter, InMemoryTokenStore } from '@publi/application';
import { describe, expect, it, vi } from 'vitest';
import { RECENT_SIGN_IN_REQUIRED, RecentSignInStore } from './recent-sign-in.store.js';

const REFUSAL = () => new ApplicationError(RECENT_SIGN_IN_REQUIRED, 'Por segurança, confirme sua senha para continuar.');

async function aSignedInWorld(google = false) {
  const clock = new InMemoryClock();
  const identity = new InMemoryIdentityAdapter(clock);
  const tokens = new InMemoryTokenStore(clock);
  if (google) await identity.signInWithGoogle();
  else await identity.signUpWithEmail('ana@exemplo.com', 'senha-certa');
  const store = new RecentSignInStore(new ConfirmIdentityUseCase(identity, tokens));
  return { identity, tokens, store };
}

/** A money action the server refuses once for an old sign-in, then accepts. */
function refusedOnce() {
  return vi.fn<() => Promise<string>>().mockRejectedValueOnce(REFUSAL()).mockResolvedValue('salvo');
}

describe('RecentSignInStore', () => {
  it('runs an action the server accepts without asking anything', async () => {
    const { store } = await aSignedInWorld();
    await expect(store.guard(() => Promise.resolve('salvo'))).resolves.toBe('salvo');
    expect(store.isOpen).toBe(false);
  });

  it('asks for the password when the server wants a recent sign-in, then runs the action once more with a fresh token', async () => {
    const { store, tokens } = await aSignedInWorld();
    const action = refusedOnce();
    const result = store.guard(action);
    await vi.waitFor(() => {
      expect(store.isOpen).toBe(true);
    });
    expect(store.method).toBe('password');
    store.setPassword('senha-certa');
    await store.confirm();
    await expect(result).resolves.toBe('salvo');
    expect(action).toHaveBeenCalledTimes(2);
    expect(store.isOpen).toBe(false);
    expect(tokens.read()).not.toBeNull();
  });

  it('keeps the dialog open with a pt-BR error beside the field for a wrong password, and the typed password', async () => {
    const { store } = await aSignedInWorld();
    const action = refusedOnce();
    const result = store.guard(action);
    await vi.waitFor(() => {
      expect(store.isOpen).toBe(true);
    });
    store.setPassword('senha-errada');
    await store.confirm();
    expect(store.isOpen).toBe(true);
    expect(store.error).toBe('E-mail ou senha incorretos.');
    expect(store.password).toBe('senha-errada');
    expect(action).toHaveBeenCalledTimes(1);
    store.setPassword('senha-certa');
    await store.confirm();
    await expect(result).resolves.toBe('salvo');
  });

  it("asks for nothing typed when the field is empty, and gives the server's refusal back when closed", async () => {
    const { store } = await aSignedInWorld();
    const action = refusedOnce();
    const result = store.guard(action);
    await vi.waitFor(() => {
      expect(store.isOpen).toBe(true);
    });
    await store.confirm();
    expect(store.error).toBe('Informe sua senha.');
    store.cancel();
    await expect(result).rejects.toMatchObject({ code: RECENT_SIGN_IN_REQUIRED, message: 'Por segurança, confirme sua senha para continuar.' });
    expect(action).toHaveBeenCalledTimes(1);
    expect(store.isOpen).toBe(false);
  });

  it("offers Google's pop-up to an account without a password", async () => {
    const { store } = await aSignedInWorld(true);
    const result = store.guard(refusedOnce());
    await vi.waitFor(() => {
      expect(store.isOpen).toBe(true);
    });
    expect(store.method).toBe('google');
    await store.confirm();
    await expect(result).resolves.toBe('salvo');
  });

  it('passes any other failure through untouched', async () => {
    const { store } = await aSignedInWorld();
    await expect(store.guard(() => Promise.reject(new ApplicationError('USER.INACTIVE')))).rejects.toMatchObject({ code: 'USER.INACTIVE' });
    expect(store.isOpen).toBe(false);
  });
});
