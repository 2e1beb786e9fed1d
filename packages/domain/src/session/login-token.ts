import { decodeBase64Url } from './decode-base64-url.js';

/**
 * What the login token says (SPEC section 3): the decoded payload of the
 * identity provider's JWT, with the spec's claim names.
 */
export type LoginToken = {
  /** The signed-in user's id; Firebase ID tokens carry it as `user_id`. */
  readonly user_id: string;
  /** When the token expires, in seconds since the Unix epoch. */
  readonly exp?: number;
};

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function loginTokenFrom(claims: unknown): LoginToken | null {
  if (!isRecord(claims)) {
    return null;
  }
  const { user_id: userId, exp } = claims;
  if (typeof userId !== 'string' || userId === '') {
    return null;
  }
  return typeof exp === 'number' && Number.isFinite(exp) ? { user_id: userId, exp } : { user_id: userId };
}

/**
 * Reads the payload of a login token (a JWT: `header.payload.signature`).
 * It never throws: an unreadable token is `null`, as a failed decode yields
 * no token (SPEC section 8). The signature is not checked, so the result
 * says who the token claims to be, never that the claim is true; only the
 * server can verify it.
 *
 * @returns `user_id` (required, a non-empty string) and `exp` (kept only when
 *   it is a finite number); other claims are dropped. `null` when the token is
 *   missing, is not three dot-separated parts, or its payload is not base64url
 *   UTF-8 JSON with a `user_id`.
 */
export function decodeLoginToken(jwt: string | null | undefined): LoginToken | null {
  if (typeof jwt !== 'string') {
    return null;
  }
  const [, payload, ...rest] = jwt.split('.');
  if (payload === undefined || payload === '' || rest.length !== 1) {
    return null;
  }
  const json = decodeBase64Url(payload);
  if (json === null) {
    return null;
  }
  try {
    return loginTokenFrom(JSON.parse(json));
  } catch {
    return null;
  }
}

/**
 * Whether the login token counts as expired (SPEC section 4): it is missing
 * or unreadable, or its `exp` is at or before `nowSeconds`. A readable token
 * without `exp` never expires here. A `NaN` time counts as expired, so a
 * broken clock fails safe.
 *
 * @param nowSeconds - the current time in seconds since the Unix epoch,
 *   passed in because the domain never reads a clock.
 */
export function isTokenExpired(token: string | null | undefined, nowSeconds: number): boolean {
  const decoded = decodeLoginToken(token);
  if (decoded === null || Number.isNaN(nowSeconds)) {
    return true;
  }
  return decoded.exp !== undefined && decoded.exp <= nowSeconds;
}
