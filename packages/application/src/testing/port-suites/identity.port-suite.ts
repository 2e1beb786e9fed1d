import { decodeLoginToken } from '@publi/domain';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityPort, IdentitySession } from '../../ports/identity.port.js';
import { expectRefusal, type PortSuite } from './port-suite-world.js';

/**
 * What the identity scenarios need: the adapter and what the provider does outside it. No
 * server: the real side is the Firebase Auth emulator, whose accounts outlive a test file.
 */
export interface IdentitySuiteWorld {
  readonly identity: IdentityPort;
  /** An e-mail address (lower case) nobody has signed up with yet. */
  newEmail(label: string): string;
  /** The address of the Google account `signInWithGoogle` answers with (Google verified it). */
  readonly googleEmail: string;
  /** The person opens the link `verifyBeforeUpdateEmail` sent to `newEmail`, as from their inbox. */
  openEmailChangeLink(newEmail: string): Promise<void>;
  /** The person opens the link `sendEmailVerification` sent to `email`, as from their inbox. */
  openConfirmationLink(email: string): Promise<void>;
  /** The provider's time, in seconds: a token's `exp` is counted from it. */
  nowSeconds(): number;
  /** Lets the provider's clock pass a whole second: tokens name the second they were issued. */
  aSecondLater(): Promise<void>;
}

const PASSWORD = 'senha-forte-123';
const WRONG = 'E-mail ou senha incorretos.';
const IN_USE = 'Este e-mail já está cadastrado. Entre na sua conta ou use outro e-mail.';
const WEAK = 'A senha é fraca: use pelo menos 6 caracteres.';
const NO_SESSION = 'Sua sessão terminou. Entre de novo para continuar.';

/** Asserts what the server reads of a session's token: whose it is, and an hour of life. */
function expectTokenOf(w: IdentitySuiteWorld, token: string | null, uid: string): void {
  const claims = decodeLoginToken(token);
  expect(claims?.user_id).toBe(uid);
  const lifetime = (claims?.exp ?? 0) - w.nowSeconds();
  expect(lifetime).toBeGreaterThan(3500);
  expect(lifetime).toBeLessThanOrEqual(3600);
}

/** Whether the provider vouches for the token's e-mail (its `email_verified` claim), as the server reads it. */
function emailVerifiedIn(token: string | undefined): boolean {
  const payload = token?.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { readonly email_verified?: boolean };
  return claims.email_verified === true;
}

/** {@link IdentityPort}'s e-mail and password scenarios, the same in memory and on Firebase Auth. */
export const identityPortSuite: PortSuite<IdentitySuiteWorld> = (world) => {
  describe('IdentityPort', () => {
    it('signs up with e-mail and password and signs the same person in again after signing out', async () => {
      const w = world();
      const email = w.newEmail('signup');
      const session = await w.identity.signUpWithEmail(email, PASSWORD);
      expect(session.email).toBe(email);
      expectTokenOf(w, session.token, session.uid);
      expect(w.identity.hasPasswordSignIn()).toBe(true);

      await w.identity.signOut();
      expect(w.identity.hasPasswordSignIn()).toBe(false);
      expect(await w.identity.refreshToken()).toBeNull();
      expect(await w.identity.signInWithEmail(email, PASSWORD)).toMatchObject({ uid: session.uid, email });
    });

    it('holds an e-mail in lower case, so another case is the same account', async () => {
      const w = world();
      const email = w.newEmail('case');
      const session = await w.identity.signUpWithEmail(email.toUpperCase(), PASSWORD);
      expect(session.email).toBe(email);
      await w.identity.signOut();
      await expectRefusal(w.identity.signUpWithEmail(email, PASSWORD), 'IDENTITY.EMAIL_IN_USE', IN_USE);
      expect(await w.identity.signInWithEmail(email, PASSWORD)).toMatchObject({ uid: session.uid, email });
    });

    it('refuses a wrong password and an unknown e-mail alike, without saying which part was wrong', async () => {
      const w = world();
      const email = w.newEmail('wrong');
      await w.identity.signUpWithEmail(email, PASSWORD);
      await w.identity.signOut();
      await expectRefusal(w.identity.signInWithEmail(email, 'outra-senha'), 'IDENTITY.WRONG_CREDENTIALS', WRONG);
      await expectRefusal(w.identity.signInWithEmail(w.newEmail('nobody'), PASSWORD), 'IDENTITY.WRONG_CREDENTIALS', WRONG);
      await expectRefusal(w.identity.signInWithEmail('sem-arroba', PASSWORD), 'IDENTITY.INVALID_EMAIL', 'Informe um e-mail válido.');
      expect(await w.identity.refreshToken()).toBeNull();
    });

    it('refuses to sign up an e-mail in use, a weak password and a malformed e-mail', async () => {
      const w = world();
      const email = w.newEmail('taken');
      await w.identity.signUpWithEmail(email, PASSWORD);
      await w.identity.signOut();
      await expectRefusal(w.identity.signUpWithEmail(email, 'outra-senha-456'), 'IDENTITY.EMAIL_IN_USE', IN_USE);
      await expectRefusal(w.identity.signUpWithEmail(w.newEmail('weak'), '12345'), 'IDENTITY.WEAK_PASSWORD', WEAK);
      await expectRefusal(w.identity.signUpWithEmail('sem-arroba', PASSWORD), 'IDENTITY.INVALID_EMAIL', 'Informe um e-mail válido.');
      expect(await w.identity.refreshToken()).toBeNull();
    });

    it('gives a new token for the same person on a forced refresh, and tells the listener (the cookie follows it)', async () => {
      const w = world();
      const session = await w.identity.signUpWithEmail(w.newEmail('refresh'), PASSWORD);
      const tokens: (string | undefined)[] = [];
      const stop = w.identity.onSessionChange((change) => tokens.push(change?.token));
      try {
        await w.aSecondLater();
        const refreshed = await w.identity.refreshToken();
        expect(refreshed).not.toBe(session.token);
        expectTokenOf(w, refreshed, session.uid);
        await vi.waitFor(() => { expect(tokens.at(-1)).toBe(refreshed); });
      } finally {
        stop();
      }
    });

    it('tells a listener who is signed in now, then each sign-in and the sign-out', async () => {
      const w = world();
      const changes: (IdentitySession | null)[] = [];
      const stop = w.identity.onSessionChange((session) => changes.push(session));
      try {
        await vi.waitFor(() => { expect(changes).toEqual([null]); });
        const session = await w.identity.signUpWithEmail(w.newEmail('listener'), PASSWORD);
        await vi.waitFor(() => { expect(changes.at(-1)).toEqual(session); });
        await w.identity.signOut();
        await vi.waitFor(() => { expect(changes.at(-1)).toBeNull(); });
      } finally {
        stop();
      }
    });

    it('changes the password once the current one is confirmed: the new one signs in, the old one no longer does', async () => {
      const w = world();
      const email = w.newEmail('change-password');
      await w.identity.signUpWithEmail(email, PASSWORD);
      await expectRefusal(w.identity.reauthenticate('outra-senha'), 'IDENTITY.WRONG_CREDENTIALS', WRONG);
      await w.identity.reauthenticate(PASSWORD);
      await expectRefusal(w.identity.updatePassword('12345'), 'IDENTITY.WEAK_PASSWORD', WEAK);
      await w.identity.updatePassword('senha-nova-456');
      await w.identity.signOut();
      await expectRefusal(w.identity.signInWithEmail(email, PASSWORD), 'IDENTITY.WRONG_CREDENTIALS', WRONG);
      await expect(w.identity.signInWithEmail(email, 'senha-nova-456')).resolves.toMatchObject({ email });
    });

    it('answers SESSION.MISSING to every change with nobody signed in, and has no session to reload', async () => {
      const w = world();
      await expectRefusal(w.identity.updatePassword('senha-nova-456'), 'SESSION.MISSING', NO_SESSION);
      await expectRefusal(w.identity.reauthenticate(PASSWORD), 'SESSION.MISSING', NO_SESSION);
      await expectRefusal(w.identity.linkPassword(PASSWORD), 'SESSION.MISSING', NO_SESSION);
      await expectRefusal(w.identity.verifyBeforeUpdateEmail(w.newEmail('nobody')), 'SESSION.MISSING', NO_SESSION);
      await expectRefusal(w.identity.sendEmailVerification(), 'SESSION.MISSING', NO_SESSION);
      expect(await w.identity.reloadSession()).toBeNull();
    });

    it("gives a Google account a password on its own e-mail, once ('criar senha')", async () => {
      const w = world();
      const google = await w.identity.signInWithGoogle();
      expect(google.email).toBe(w.googleEmail);
      expect(w.identity.hasPasswordSignIn()).toBe(false);
      await expectRefusal(w.identity.signUpWithEmail(w.googleEmail, PASSWORD), 'IDENTITY.EMAIL_IN_USE', IN_USE);
      await expectRefusal(w.identity.linkPassword('12345'), 'IDENTITY.WEAK_PASSWORD', WEAK);
      await w.identity.linkPassword(PASSWORD);
      expect(w.identity.hasPasswordSignIn()).toBe(true);
      await expectRefusal(w.identity.linkPassword('outra-senha-789'), 'IDENTITY.PASSWORD_ALREADY_SET', 'Esta conta já tem senha. Use "Alterar senha".');
      await w.identity.signOut();
      expect(await w.identity.signInWithEmail(w.googleEmail, PASSWORD)).toMatchObject({ uid: google.uid, email: w.googleEmail });
      expect(w.identity.hasPasswordSignIn()).toBe(true);
    });

    it('changes the e-mail only once the link sent to the new address is opened', async () => {
      const w = world();
      const email = w.newEmail('old-address');
      const taken = w.newEmail('taken-address');
      const newEmail = w.newEmail('new-address');
      await w.identity.signUpWithEmail(taken, PASSWORD);
      const { uid } = await w.identity.signUpWithEmail(email, PASSWORD);
      await expectRefusal(w.identity.verifyBeforeUpdateEmail(taken), 'IDENTITY.EMAIL_IN_USE', IN_USE);
      await w.identity.verifyBeforeUpdateEmail(newEmail);
      expect(await w.identity.reloadSession()).toMatchObject({ uid, email });

      await w.openEmailChangeLink(newEmail);
      const session = await w.identity.reloadSession();
      expect(session).toMatchObject({ uid, email: newEmail });
      expectTokenOf(w, session?.token ?? null, uid);
      await w.identity.signOut();
      await expectRefusal(w.identity.signInWithEmail(email, PASSWORD), 'IDENTITY.WRONG_CREDENTIALS', WRONG);
      expect(await w.identity.signInWithEmail(newEmail, PASSWORD)).toMatchObject({ uid, email: newEmail });
    });

    it('vouches for the e-mail a person signed up with only once the confirmation link sent to it is opened', async () => {
      const w = world();
      const email = w.newEmail('confirm');
      const signedUp = await w.identity.signUpWithEmail(email, PASSWORD);
      expect(emailVerifiedIn(signedUp.token)).toBe(false);
      await w.identity.sendEmailVerification();
      expect(emailVerifiedIn((await w.identity.reloadSession())?.token)).toBe(false);

      await w.openConfirmationLink(email);
      const session = await w.identity.reloadSession();
      expect(session).toMatchObject({ uid: signedUp.uid, email });
      expect(emailVerifiedIn(session?.token)).toBe(true);
    });

    it('answers a password reset the same for a known and an unknown e-mail', async () => {
      const w = world();
      const email = w.newEmail('reset');
      await w.identity.signUpWithEmail(email, PASSWORD);
      await w.identity.signOut();
      await expect(w.identity.sendPasswordReset(email)).resolves.toBeUndefined();
      await expect(w.identity.sendPasswordReset(w.newEmail('unknown'))).resolves.toBeUndefined();
    });
  });
};
