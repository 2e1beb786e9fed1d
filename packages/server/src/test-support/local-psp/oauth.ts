import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Every scope the API Pix names for the operations the local PSP serves (cob, cobv, pix, webhook). */
export const LOCAL_PSP_SCOPES = ['cob.write', 'cob.read', 'cobv.write', 'cobv.read', 'pix.write', 'pix.read', 'webhook.write', 'webhook.read'] as const;

interface IssuedToken {
  readonly scopes: ReadonlySet<string>;
  readonly expiresAt: number;
  expired: boolean;
}

/** An answer of the token endpoint. */
export interface TokenAnswer {
  readonly status: number;
  readonly body: Readonly<Record<string, unknown>>;
}

/** The outcome of checking a bearer token against an operation's scopes. */
export type TokenCheck = 'ok' | 'unauthorized' | 'forbidden';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** OAuth2 client credentials (RFC 6749 §4.4) as the API Pix's PSPs offer it, with tokens that expire. */
export class OAuthTokens {
  private readonly tokens = new Map<string, IssuedToken>();

  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly ttlSeconds: number,
  ) {}

  /** How many tokens were issued. */
  get issued(): number {
    return this.tokens.size;
  }

  /** Every token issued so far answers 401 from now on. */
  expireAll(): void {
    for (const token of this.tokens.values()) token.expired = true;
  }

  /** `POST /oauth/token`: a form body, the client authenticated by HTTP Basic. */
  answer(contentType: string | undefined, authorization: string | undefined, rawBody: string): TokenAnswer {
    if (!this.authenticates(authorization)) return { status: 401, body: { error: 'invalid_client' } };
    if (contentType?.split(';')[0]?.trim() !== 'application/x-www-form-urlencoded') {
      return { status: 400, body: { error: 'invalid_request', error_description: 'the body must be application/x-www-form-urlencoded' } };
    }
    const form = new URLSearchParams(rawBody);
    if (form.get('grant_type') !== 'client_credentials') return { status: 400, body: { error: 'unsupported_grant_type' } };
    const asked = (form.get('scope') ?? '').split(' ').filter(Boolean);
    const known: readonly string[] = LOCAL_PSP_SCOPES;
    if (asked.some((scope) => !known.includes(scope))) return { status: 400, body: { error: 'invalid_scope' } };
    const scopes = asked.length > 0 ? asked : [...LOCAL_PSP_SCOPES];
    const accessToken = randomBytes(32).toString('base64url');
    this.tokens.set(accessToken, { scopes: new Set(scopes), expiresAt: Date.now() + this.ttlSeconds * 1000, expired: false });
    return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: this.ttlSeconds, scope: scopes.join(' ') } };
  }

  /** Whether an `Authorization: Bearer` header holds a live token with every scope an operation needs. */
  check(authorization: string | undefined, scopes: readonly string[]): TokenCheck {
    const match = /^Bearer (\S+)$/u.exec(authorization ?? '');
    const token = match?.[1] === undefined ? undefined : this.tokens.get(match[1]);
    if (!token || token.expired || Date.now() >= token.expiresAt) return 'unauthorized';
    return scopes.every((scope) => token.scopes.has(scope)) ? 'ok' : 'forbidden';
  }

  private authenticates(authorization: string | undefined): boolean {
    const match = /^Basic (\S+)$/u.exec(authorization ?? '');
    if (!match?.[1]) return false;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    // RFC 6749 §2.3.1: the id and the secret are form-encoded before Basic encoding.
    const id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/gu, ' '));
    const secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/gu, ' '));
    return sameText(id, this.clientId) && sameText(secret, this.clientSecret);
  }
}
