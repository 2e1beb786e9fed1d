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
});
