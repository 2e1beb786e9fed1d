// Test support: unsigned JWTs shaped like the identity provider's.

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** An unsigned JWT with the given claims, e.g. `aLoginToken({ user_id: 'u1', exp: 1_700_000_000 })`. */
export function aLoginToken(claims: Readonly<Record<string, unknown>>): string {
  return `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** The claims of a JWT, read without checking anything. */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return typeof claims === 'object' && claims !== null ? { ...claims } : {};
}
