import type { Auth } from 'firebase-admin/auth';
import type { DemoAccount } from './demo-accounts.data.js';

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

/**
 * Makes sure the identity service knows the demo person, and answers the uid to use. The uid
 * is fixed, so a new emulator (which starts empty) gets the same person back; when it is
 * there already, nothing changes. Someone who signed up by hand with the demo e-mail keeps
 * their own uid and password.
 */
export async function ensureDemoIdentity(auth: Auth, account: DemoAccount): Promise<string> {
  try {
    await auth.createUser({ uid: account.uid, email: account.email, password: account.password, displayName: account.name, emailVerified: true });
    return account.uid;
  } catch (error) {
    const code = codeOf(error);
    if (code === 'auth/uid-already-exists') return account.uid;
    if (code === 'auth/email-already-exists') return (await auth.getUserByEmail(account.email)).uid;
    throw error;
  }
}
