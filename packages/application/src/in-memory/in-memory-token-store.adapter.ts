import { isTokenExpired } from '@publi/domain';
import type { ClockPort } from '../ports/clock.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';

/** The cookie store's stand-in: an expired or unreadable token reads as none, as the cookie's does. */
export class InMemoryTokenStore implements TokenStorePort {
  private token: string | null = null;

  /** @param clock - decides expiry. */
  constructor(private readonly clock: ClockPort) {}

  /** The token, or `null` when missing, unreadable or expired. */
  read(): string | null {
    return this.token === null || isTokenExpired(this.token, this.clock.nowSeconds()) ? null : this.token;
  }

  /** Keeps `token`. */
  save(token: string): void {
    this.token = token;
  }

  /** Forgets the token. */
  clear(): void {
    this.token = null;
  }

  /** The raw stored value, expired or not, for tests. */
  peek(): string | null {
    return this.token;
  }
}
