import { randomBytes } from 'node:crypto';
import { AUTH_EMULATOR_PROJECT_ID } from './constants.js';
import { callEmulator, stringField } from './emulator-rest.js';

// The emulator accepts any API key; the real service would want the web app's.
const IDENTITY_TOOLKIT = '/identitytoolkit.googleapis.com/v1';
const API_KEY = 'any';

/** The password {@link createTestUserWithToken} gives its users unless told otherwise. */
export const DEFAULT_TEST_PASSWORD = 'test-password-1';

/** A user signed in on the emulator, with tokens as a Firebase client would hold them. */
export interface TestUser {
  readonly uid: string;
  readonly email: string;
  /** An emulator ID token (unsigned JWT) that firebase-admin accepts while `FIREBASE_AUTH_EMULATOR_HOST` is set. */
  readonly idToken: string;
  readonly refreshToken: string;
}

/** What a new e-mail/password account needs. */
export interface NewTestUser {
  readonly email: string;
  readonly password: string;
  readonly displayName?: string;
}

/** E-mail and password to sign in with. */
export interface TestCredentials {
  readonly email: string;
  readonly password: string;
}

/**
 * Creates an e-mail/password account on the emulator at `host` and signs it in.
 * @throws AuthEmulatorRequestError when the emulator refuses, e.g. with `EMAIL_EXISTS`.
 */
export async function signUpTestUser(host: string, user: NewTestUser): Promise<TestUser> {
  const body: Record<string, unknown> = { email: user.email, password: user.password, returnSecureToken: true };
  if (user.displayName !== undefined) body['displayName'] = user.displayName;
  return toTestUser('signUp', await callEmulator(host, 'signUp', 'POST', `${IDENTITY_TOOLKIT}/accounts:signUp?key=${API_KEY}`, body));
}

/**
 * Signs an existing account in with its password.
 * @throws AuthEmulatorRequestError on bad credentials; its reason is `INVALID_PASSWORD`, or
 * `INVALID_LOGIN_CREDENTIALS` when the emulator hides which of e-mail and password was wrong.
 */
export async function signInTestUser(host: string, credentials: TestCredentials): Promise<TestUser> {
  const path = `${IDENTITY_TOOLKIT}/accounts:signInWithPassword?key=${API_KEY}`;
  const body = { email: credentials.email, password: credentials.password, returnSecureToken: true };
  return toTestUser('signInWithPassword', await callEmulator(host, 'signInWithPassword', 'POST', path, body));
}

let createdUsers = 0;
let googleUsers = 0;

/**
 * Signs a new person in with Google only (no password), as the web app's "Entrar com Google"
 * does. The emulator takes an unsigned JSON credential in place of Google's ID token; `sub`
 * and `email` are fresh on every call.
 */
export async function signInWithGoogleTestUser(host: string): Promise<TestUser> {
  googleUsers += 1;
  const unique = `${googleUsers}-${randomBytes(4).toString('hex')}`;
  const credential = JSON.stringify({ sub: `google-${unique}`, email: `google-user-${unique}@example.com`, email_verified: true });
  const body = {
    postBody: `id_token=${encodeURIComponent(credential)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  };
  return toTestUser('signInWithIdp', await callEmulator(host, 'signInWithIdp', 'POST', `${IDENTITY_TOOLKIT}/accounts:signInWithIdp?key=${API_KEY}`, body));
}

/**
 * Gives the signed-in account of `user` a password sign-in beside what it has (Google), as
 * "criar senha" will; answers the account with its new tokens.
 */
export async function linkPasswordTestUser(host: string, user: TestUser, password: string): Promise<TestUser> {
  const body = { idToken: user.idToken, password, returnSecureToken: true };
  const json = await callEmulator(host, 'update', 'POST', `${IDENTITY_TOOLKIT}/accounts:update?key=${API_KEY}`, body);
  return toTestUser('update', { email: user.email, ...json });
}

/**
 * Changes an account's e-mail at the provider, as a confirmed (`emailVerified`) or pending
 * verify-before-update link would, and signs it in anew with its password. Uses the emulator's
 * admin access (`Bearer owner`), which the real service gives only to a service account.
 */
export async function changeTestUserEmail(
  host: string,
  user: { readonly uid: string; readonly password?: string },
  change: { readonly email: string; readonly emailVerified: boolean },
  projectId: string = AUTH_EMULATOR_PROJECT_ID,
): Promise<TestUser> {
  await updateAsAdmin(host, projectId, { localId: user.uid, ...change });
  return signInTestUser(host, { email: change.email, password: user.password ?? DEFAULT_TEST_PASSWORD });
}

/**
 * Ends every session of an account from now on, as a password change or an administrator's
 * "revoke refresh tokens" does: tokens signed in before this second are refused where the
 * revocation is checked. Uses the emulator's admin access (`Bearer owner`).
 */
export async function revokeTestUserSessions(host: string, uid: string, projectId: string = AUTH_EMULATOR_PROJECT_ID): Promise<void> {
  const validSince = String(Math.floor(Date.now() / 1000));
  await updateAsAdmin(host, projectId, { localId: uid, validSince });
}

/** Blocks an account at the provider, as an administrator would (`disabled`). Uses the emulator's admin access. */
export async function disableTestUser(host: string, uid: string, projectId: string = AUTH_EMULATOR_PROJECT_ID): Promise<void> {
  await updateAsAdmin(host, projectId, { localId: uid, disableUser: true });
}

// The emulator's admin access (`Bearer owner`), which the real service gives only to a service account.
async function updateAsAdmin(host: string, projectId: string, fields: Readonly<Record<string, unknown>>): Promise<void> {
  await callEmulator(host, 'update', 'POST', `${IDENTITY_TOOLKIT}/projects/${encodeURIComponent(projectId)}/accounts:update`, fields, { authorization: 'Bearer owner' });
}

/**
 * Signs up a user with a fresh e-mail address on every call: the usual start of a server test
 * that needs a valid ID token. `overrides` sets any of e-mail, password and display name.
 */
export async function createTestUserWithToken(host: string, overrides: Partial<NewTestUser> = {}): Promise<TestUser> {
  createdUsers += 1;
  // The counter keeps one process's users apart; the random part keeps parallel workers apart.
  const unique = `${createdUsers}-${randomBytes(4).toString('hex')}`;
  const credentials = { email: `test-user-${unique}@example.com`, password: DEFAULT_TEST_PASSWORD, ...overrides };
  await signUpTestUser(host, credentials);
  // The token of the sign-up itself can be born revoked: the emulator stamps its auth_time before
  // hashing the password and the account's validSince after, and when a second turns in between
  // (a loaded machine) firebase-admin's revocation check refuses it. A sign-in stamps both in order.
  return signInTestUser(host, credentials);
}

/** Deletes every account in the emulator's project, so each test starts from none. */
export async function clearAuthEmulatorUsers(host: string, projectId: string = AUTH_EMULATOR_PROJECT_ID): Promise<void> {
  await callEmulator(host, 'clearUsers', 'DELETE', `/emulator/v1/projects/${encodeURIComponent(projectId)}/accounts`);
}

function toTestUser(operation: string, json: Record<string, unknown>): TestUser {
  return {
    uid: stringField(json, 'localId', operation),
    email: stringField(json, 'email', operation),
    idToken: stringField(json, 'idToken', operation),
    refreshToken: stringField(json, 'refreshToken', operation),
  };
}
