import type { ClockPort, TokenStorePort } from '@publi/application';
import { decodeLoginToken, isTokenExpired, TOKEN_COOKIE_NAME } from '@publi/domain';
import type { CookieJar } from './cookie-jar.js';

/** What the cookie store needs from the page: in the browser `{ jar: document, protocol: location.protocol, clock }`. */
export interface CookieTokenStoreOptions {
  readonly jar: CookieJar;
  /** The page's protocol (`https:` or `http:`): the cookie is `Secure` on https only, so local http runs keep working. */
  readonly protocol: string;
  readonly clock: ClockPort;
}

const EPOCH = new Date(0).toUTCString();

/**
 * The login token in the `userToken` cookie (SPEC section 4). The cookie lives as long as the
 * token (`Expires` from its `exp`), covers the whole site (`Path=/`) and never rides along on
 * requests other sites' pages make (`SameSite=Lax`).
 * `read` answers null for a missing, unreadable or expired token, whatever the jar holds.
 */
export class CookieTokenStore implements TokenStorePort {
  constructor(private readonly options: CookieTokenStoreOptions) {}

  read(): string | null {
    const token = this.cookieValue();
    return token === null || isTokenExpired(token, this.options.clock.nowSeconds()) ? null : token;
  }

  save(token: string): void {
    this.write(encodeURIComponent(token), expiresFrom(decodeLoginToken(token)?.exp));
  }

  clear(): void {
    this.write('', [`Expires=${EPOCH}`, 'Max-Age=0']);
  }

  private write(value: string, lifetime: readonly string[]): void {
    const secure = this.options.protocol === 'https:' ? ['Secure'] : [];
    this.options.jar.cookie = [`${TOKEN_COOKIE_NAME}=${value}`, 'Path=/', ...lifetime, 'SameSite=Lax', ...secure].join('; ');
  }

  private cookieValue(): string | null {
    for (const pair of this.options.jar.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator !== -1 && pair.slice(0, separator).trim() === TOKEN_COOKIE_NAME) {
        return decodeCookieValue(pair.slice(separator + 1).trim());
      }
    }
    return null;
  }
}

/**
 * The `Expires` attribute for a token's `exp`. Without an `exp` (or with one no date can hold)
 * the cookie lasts the browser session; `read` still judges the token itself.
 */
function expiresFrom(exp: number | undefined): string[] {
  const expiresAt = new Date((exp ?? Number.NaN) * 1000);
  return Number.isNaN(expiresAt.getTime()) ? [] : [`Expires=${expiresAt.toUTCString()}`];
}

/** A cookie value written by someone else may hold a stray `%`: that reads as no token, not a crash. */
function decodeCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
