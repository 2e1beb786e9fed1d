import { PRIVACY_POLICY_VERSION } from '@publi/contract';
import { describe, expect, it } from 'vitest';
import { aTestWorld } from '../testing/test-container.js';
import { SignInStore } from './sign-in.store.js';
import { SignUpStore } from './sign-up.store.js';

const PASSWORD = 'senha-forte-123';

describe('SessionStore', () => {
  it('starts without a session when no token is kept, with the reference lists loaded', async () => {
    const { stores } = aTestWorld();
    expect(stores.session.isStarting).toBe(true);
    await stores.session.start();
    expect(stores.session.isStarting).toBe(false);
    expect(stores.session.isSignedIn).toBe(false);
    expect(stores.referenceLists.reference.categories.length).toBeGreaterThan(0);
    expect(stores.session.loadError).toBeNull();
  });

  it('signs up and in again with e-mail, holding the account', async () => {
    const { stores } = aTestWorld();
    await stores.session.start();
    await stores.pageStore(SignUpStore).withEmail({ email: 'marca@exemplo.com.br', password: PASSWORD, name: 'Loja Azul', type: 'brand' });
    expect(stores.session.user).toMatchObject({ name: 'Loja Azul', type: 'brand' });
    await stores.session.signOut();
    expect(stores.session.isSignedIn).toBe(false);
    await stores.pageStore(SignInStore).withEmail('marca@exemplo.com.br', PASSWORD);
    expect(stores.session.accountType).toBe('brand');
  });

  it('keeps nobody signed in after wrong credentials', async () => {
    const { stores } = aTestWorld();
    await stores.session.start();
    await expect(stores.pageStore(SignInStore).withEmail('ninguem@exemplo.com.br', PASSWORD)).rejects.toMatchObject({ code: 'IDENTITY.WRONG_CREDENTIALS' });
    expect(stores.session.isSignedIn).toBe(false);
  });

  it('signs a Google identity without a Publi account out again', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    await expect(world.stores.pageStore(SignInStore).withGoogle()).rejects.toMatchObject({ code: 'USER.NOT_FOUND' });
    expect(world.stores.session.isSignedIn).toBe(false);
    expect(await world.identity.refreshToken()).toBeNull();
  });

  it('loads the account when the identity provider restores a session after startup', async () => {
    const world = aTestWorld();
    const identity = await world.identity.signUpWithEmail('ana@exemplo.com.br', PASSWORD);
    await world.accounts.createUser({ externalId: identity.uid, type: 'brand', name: 'Ana', email: 'ana@exemplo.com.br', privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    // A returning visitor whose cookie had expired: startup finds no token...
    await world.stores.session.start();
    expect(world.stores.session.isSignedIn).toBe(false);
    // ...then the provider reports the session it kept, and its listener saves the fresh token.
    world.tokens.save(identity.token);
    await world.stores.session.identityChanged(true);
    expect(world.stores.session.user?.name).toBe('Ana');
  });
});
