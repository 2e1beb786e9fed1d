import { identityPortSuite } from '@publi/application/testing';
import { AUTH_EMULATOR_PROJECT_ID } from '@publi/auth-emulator';
import { deleteApp } from 'firebase/app';
import { afterAll, describe, expect, it } from 'vitest';
import { anEmulatorIdentity, googleCredentialSignIn, uniqueEmail } from './emulator-identity.fake.js';
import { emailChangeLinkSent, openConfirmationLink, openEmailChangeLink } from './emulator-oob-codes.fake.js';
import type { FirebaseIdentityAdapter } from './firebase-identity.adapter.js';
import { claimsOf } from './login-token.builder.js';

const PASSWORD = 'senha-forte-123';
const adapters: FirebaseIdentityAdapter[] = [];

/** An adapter on its own firebase app, signed in as nobody, whose Google account is new. */
function aFreshIdentity(googleEmail = uniqueEmail('google')): FirebaseIdentityAdapter {
  const identity = anEmulatorIdentity(googleCredentialSignIn(googleEmail));
  adapters.push(identity);
  return identity;
}

afterAll(() => Promise.all(adapters.map((identity) => deleteApp(identity.auth.app))));

identityPortSuite(() => {
  const googleEmail = uniqueEmail('google');
  return {
    identity: aFreshIdentity(googleEmail),
    googleEmail,
    newEmail: uniqueEmail,
    openEmailChangeLink,
    openConfirmationLink,
    nowSeconds: () => Date.now() / 1000,
    // Tokens carry their second of issue (iat): wait for the next one, plus a little for the emulator.
    aSecondLater: () => new Promise((resolve) => setTimeout(resolve, 1_050 - (Date.now() % 1_000))),
  };
});

describe('FirebaseIdentityAdapter: what only the provider shows', () => {
  it("signs in with a Google credential, whose token names this project and Google as the way in", async () => {
    const identity = aFreshIdentity();
    const session = await identity.signInWithGoogle();
    expect(claimsOf(session.token)).toMatchObject({ user_id: session.uid, aud: AUTH_EMULATOR_PROJECT_ID, firebase: { sign_in_provider: 'google.com' } });
  });

  it('e-mails the change link to the new address, and the reloaded token carries it as verified (what the server stores)', async () => {
    const identity = aFreshIdentity();
    const newEmail = uniqueEmail('new-address');
    await identity.signUpWithEmail(uniqueEmail('old-address'), PASSWORD);
    await identity.verifyBeforeUpdateEmail(newEmail);
    expect(await emailChangeLinkSent(newEmail)).toBe(true);
    await openEmailChangeLink(newEmail);
    const session = await identity.reloadSession();
    expect(claimsOf(session?.token ?? '')).toMatchObject({ email: newEmail, email_verified: true });
  });
});
