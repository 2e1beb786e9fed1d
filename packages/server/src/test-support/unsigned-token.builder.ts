/**
 * A hand-made ID token for `uid` as the auth emulator writes them (`alg: none`, no signature,
 * claims otherwise valid), signed in now and expiring `expiresInSeconds` from now. Only a server
 * pointed at the emulator takes it (`auth/unsigned-token.int.spec.ts`): tests use it for what the
 * emulator cannot make, such as a token about to expire.
 */
export function anUnsignedToken(uid: string, { projectId = 'demo-publi', expiresInSeconds = 3_600 }: { readonly projectId?: string; readonly expiresInSeconds?: number } = {}): string {
  const now = Math.floor(Date.now() / 1_000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`, aud: projectId, sub: uid, user_id: uid,
    // Signed in "now": with the emulator, firebase-admin refuses a sign-in older than the account.
    auth_time: now, iat: now, exp: now + expiresInSeconds, firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
