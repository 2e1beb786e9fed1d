import type { ClockPort, LoggerPort, TokenStorePort } from '@publi/application';
import { decodeLoginToken, isTokenExpired, TOKEN_COOKIE_NAME } from '@publi/domain';
import type { CookieJar } from './cookie-jar.js';

/** What the cookie store needs from the page: in the browser `{ jar: document, protocol: location.protocol, clock }`. */
export interface CookieTokenStoreOptions {
  readonly jar: CookieJar;
  /** The page's protocol (`https:` or `http:`): the cookie is `Secure` on https only, so local http runs keep working. */
  readonly protocol: string;
  readonly clock: ClockPort;
  /** Hears about a cookie that holds no readable token (SPEC section 8); never the token itself. */
  readonly logger: LoggerPort;
}

const EPOCH = new Date(0).toUTCString();

/**
 * The login token in the `userToken` cookie (SPEC section 4). The cookie lives as long as the
 * token (`Expires` from its `exp`), covers the whole site (`Path=/`) and never rides along on
 * requests other sites' pages make (`SameSite=Lax`).
 * `read` answers null for a missing, unreadable or expired token, whatever the jar holds; an
 * unreadable one is logged, once per value and without it (SPEC section 8).
 */
export class CookieTokenStore implements TokenStorePort {
  // The last unreadable value reported: `read` runs on every request, the log says it once.
  private reported: string | null = null;

  constructor(private readonly options: CookieTokenStoreOptions) {}

  read(): string | null {
    const token = this.cookieValue();
    if (token === null) return null;
    if (decodeLoginToken(token) === null) {
      this.reportUnreadable(token);
      return null;
    }
    return isTokenExpired(token, this.options.clock.nowSeconds()) ? null : token;
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

  private reportUnreadable(value: string): void {
    if (value === this.reported) return;
    this.reported = value;
    // The value may be most of a real token: the log names the problem, never the value.
    this.options.logger.error('Token de login ilegível no cookie userToken; a sessão foi ignorada', new Error(`não é um JWT com user_id (${value.length} caracteres)`));
  }

  private cookieValue(): string | null {
    for (const pair of this.options.jar.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator !== -1 && pair.slice(0, separator).trim() === TOKEN_COOKIE_NAME) {
        const raw = pair.slice(separator + 1).trim();
        // Empty is a cleared cookie; a stray `%` stays as it is, to be reported as unreadable.
        return raw === '' ? null : (decodeCookieValue(raw) ?? raw);
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

/** A cookie value written by someone else may hold a stray `%`: that is an unreadable token, not a crash. */
function decodeCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
