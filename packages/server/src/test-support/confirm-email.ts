import { changeTestUserEmail } from '@publi/auth-emulator';
import type { TestApp, TestIdentity } from './test-app.js';

/**
 * The person opens the provider's confirmation link: the emulator marks the address confirmed,
 * they sign in anew, and the app's start (`GET /account/user`) tells Publi. Answers the new identity.
 */
export async function confirmEmail(testApp: TestApp, identity: TestIdentity): Promise<TestIdentity> {
  const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';
  const fresh = await changeTestUserEmail(host, { uid: identity.uid }, { email: identity.email, emailVerified: true });
  const confirmed = { uid: fresh.uid, email: fresh.email, idToken: fresh.idToken };
  const start = await testApp.call({ method: 'GET', path: `/account/user?external_id=${encodeURIComponent(identity.uid)}`, as: confirmed });
  if (start.statusCode !== 200) throw new Error(`confirmEmail: ${String(start.statusCode)} ${start.body}`);
  return confirmed;
}
