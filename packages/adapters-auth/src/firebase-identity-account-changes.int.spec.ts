import { ApplicationError } from '@publi/application';
import { deleteApp } from 'firebase/app';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { anEmulatorIdentity, googleCredentialSignIn, uniqueEmail } from './emulator-identity.fake.js';
import { emailChangeLinkSent, openEmailChangeLink } from './emulator-oob-codes.fake.js';
import { claimsOf } from './login-token.builder.js';

const PASSWORD = 'senha-forte-123';
const googleEmail = uniqueEmail('google-link');
const identity = anEmulatorIdentity(googleCredentialSignIn(googleEmail));

async function rejectionOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(() => null, (thrown: unknown) => thrown);
}

describe('FirebaseIdentityAdapter password and e-mail changes on the auth emulator', () => {
  beforeEach(() => identity.signOut());
  afterAll(() => deleteApp(identity.auth.app));

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const email = uniqueEmail('change-password');
    await identity.signUpWithEmail(email, PASSWORD);
    await identity.updatePassword('senha-nova-456');
    await identity.signOut();
    expect(await rejectionOf(identity.signInWithEmail(email, PASSWORD))).toMatchObject({ code: 'IDENTITY.WRONG_CREDENTIALS' });
    await expect(identity.signInWithEmail(email, 'senha-nova-456')).resolves.toMatchObject({ email });
  });

  it('reauthenticates with the current password and refuses a wrong one in Portuguese', async () => {
    await identity.signUpWithEmail(uniqueEmail('reauth'), PASSWORD);
    await expect(identity.reauthenticate(PASSWORD)).resolves.toBeUndefined();
    const error = await rejectionOf(identity.reauthenticate('outra-senha'));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'IDENTITY.WRONG_CREDENTIALS', message: 'E-mail ou senha incorretos.' });
  });

  it('links a password to a Google account, which then signs in with it; a second link is refused', async () => {
    await identity.signInWithGoogle();
    expect(identity.hasPasswordSignIn()).toBe(false);
    await identity.linkPassword(PASSWORD);
    expect(identity.hasPasswordSignIn()).toBe(true);
    expect(await rejectionOf(identity.linkPassword('outra-senha-789'))).toMatchObject({ code: 'IDENTITY.PASSWORD_ALREADY_SET' });
    await identity.signOut();
    expect(identity.hasPasswordSignIn()).toBe(false);
    await expect(identity.signInWithEmail(googleEmail, PASSWORD)).resolves.toMatchObject({ email: googleEmail });
  });

  it('changes the e-mail only once the link is opened; the reloaded session and token carry it', async () => {
    const email = uniqueEmail('old-address');
    const newEmail = uniqueEmail('new-address');
    const { uid } = await identity.signUpWithEmail(email, PASSWORD);
    await identity.verifyBeforeUpdateEmail(newEmail);
    expect(await emailChangeLinkSent(newEmail)).toBe(true);
    expect((await identity.reloadSession())?.email).toBe(email);

    await openEmailChangeLink(newEmail);
    const session = await identity.reloadSession();
    expect(session).toMatchObject({ uid, email: newEmail });
    expect(claimsOf(session?.token ?? '')).toMatchObject({ email: newEmail, email_verified: true });
  });

  it('answers SESSION.MISSING to a change with nobody signed in, and reloads no session', async () => {
    expect(await rejectionOf(identity.updatePassword('senha-nova-456'))).toMatchObject({ code: 'SESSION.MISSING' });
    expect(await identity.reloadSession()).toBeNull();
  });
});
