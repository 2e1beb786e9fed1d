import { AUTH_EMULATOR_PROJECT_ID } from './constants.js';

const HOUR_SECONDS = 3_600;

/**
 * An ID token shaped like the emulator's own (an unsigned JWT, `alg: none`) for `uid`, whose
 * claims are all valid except `exp`, an hour in the past. firebase-admin, pointed at the emulator,
 * rejects it with `auth/id-token-expired`: the way to test a server's expired-session path
 * without waiting an hour.
 */
export function expiredIdTokenFor(uid: string, projectId: string = AUTH_EMULATOR_PROJECT_ID): string {
  const now = Math.floor(Date.now() / 1_000);
  const header = { alg: 'none', typ: 'JWT' };
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    auth_time: now - 2 * HOUR_SECONDS,
    iat: now - 2 * HOUR_SECONDS,
    exp: now - HOUR_SECONDS,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  // An unsigned JWT keeps its final dot, with an empty signature after it.
  return `${base64Url(header)}.${base64Url(claims)}.`;
}

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
