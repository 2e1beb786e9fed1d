import type { IdentitySession } from '@publi/application';
import { describe, expect, it, vi } from 'vitest';
import { emulatorIdentityConfig, uniqueEmail } from './emulator-identity.fake.js';
import { LazyFirebaseIdentityAdapter } from './lazy-firebase-identity.adapter.js';

describe('LazyFirebaseIdentityAdapter on the auth emulator', () => {
  it('loads the SDK on first use and reports sign-in and sign-out to a listener registered before it loaded', async () => {
    const identity = new LazyFirebaseIdentityAdapter(emulatorIdentityConfig());
    const changes: (IdentitySession | null)[] = [];
    const stop = identity.onSessionChange((session) => changes.push(session));
    const email = uniqueEmail('lazy');

    const session = await identity.signUpWithEmail(email, 'senha-forte-123');
    await vi.waitFor(() => { expect(changes.at(-1)?.uid).toBe(session.uid); });
    await identity.signOut();
    await vi.waitFor(() => { expect(changes.at(-1)).toBeNull(); });

    stop();
    await identity.signInWithEmail(email, 'senha-forte-123');
    expect(changes.at(-1)).toBeNull();
  });

  it('answers wrong credentials with the pt-BR identity error', async () => {
    const identity = new LazyFirebaseIdentityAdapter(emulatorIdentityConfig());
    await expect(identity.signInWithEmail(uniqueEmail('nobody'), 'senha-errada-1')).rejects.toMatchObject({ code: 'IDENTITY.WRONG_CREDENTIALS' });
  });

  it('says no password sign-in before the SDK loads, and passes the password changes through once it has', async () => {
    const identity = new LazyFirebaseIdentityAdapter(emulatorIdentityConfig());
    expect(identity.hasPasswordSignIn()).toBe(false);
    const email = uniqueEmail('lazy-password');
    await identity.signUpWithEmail(email, 'senha-forte-123');
    expect(identity.hasPasswordSignIn()).toBe(true);
    await identity.reauthenticate('senha-forte-123');
    await identity.updatePassword('senha-nova-456');
    await expect(identity.linkPassword('outra-senha-789')).rejects.toMatchObject({ code: 'IDENTITY.PASSWORD_ALREADY_SET' });
    await expect(identity.reloadSession()).resolves.toMatchObject({ email });
    await identity.signOut();
    await expect(identity.signInWithEmail(email, 'senha-nova-456')).resolves.toMatchObject({ email });
  });

  it('leaves the SDK unloaded for a visitor with no stored session, and attaches the listener at sign-in', async () => {
    const noSession = (): Promise<boolean> => Promise.resolve(false);
    const identity = new LazyFirebaseIdentityAdapter(emulatorIdentityConfig(), { mayHoldSession: noSession });
    const changes: (IdentitySession | null)[] = [];
    identity.onSessionChange((session) => changes.push(session));
    // A loaded SDK reports its first state (null) at once; an unloaded one says nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes).toEqual([]);

    const session = await identity.signUpWithEmail(uniqueEmail('lazy-first-visit'), 'senha-forte-123');
    await vi.waitFor(() => { expect(changes.at(-1)?.uid).toBe(session.uid); });
    await identity.signOut();
  });

  it('loads the SDK for a listener at once when a session may be stored', async () => {
    const identity = new LazyFirebaseIdentityAdapter(emulatorIdentityConfig(), { mayHoldSession: () => Promise.resolve(true) });
    const changes: (IdentitySession | null)[] = [];
    identity.onSessionChange((session) => changes.push(session));
    await vi.waitFor(() => { expect(changes).toEqual([null]); });
  });

  it("loads the SDK for a stored session's listener only when the page allows it, or sooner when something uses it", async () => {
    let allow = (): void => undefined;
    const pageIdle = new Promise<void>((resolve) => {
      allow = resolve;
    });
    const identity = new LazyFirebaseIdentityAdapter(emulatorIdentityConfig(), { mayHoldSession: () => Promise.resolve(true), listenWhen: () => pageIdle });
    const changes: (IdentitySession | null)[] = [];
    identity.onSessionChange((session) => changes.push(session));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes).toEqual([]);
    allow();
    await vi.waitFor(() => { expect(changes).toEqual([null]); });

    const used = new LazyFirebaseIdentityAdapter(emulatorIdentityConfig(), { mayHoldSession: () => Promise.resolve(true), listenWhen: () => new Promise(() => undefined) });
    const usedChanges: (IdentitySession | null)[] = [];
    used.onSessionChange((session) => usedChanges.push(session));
    const session = await used.signUpWithEmail(uniqueEmail('lazy-used'), 'senha-forte-123');
    await vi.waitFor(() => { expect(usedChanges.at(-1)?.uid).toBe(session.uid); });
    await used.signOut();
  });
});
