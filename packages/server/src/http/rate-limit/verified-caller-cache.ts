import { createHash } from 'node:crypto';

/** How long a token's account is remembered for counting: never longer, so a changed verdict shows within a minute. */
export const DERIVATION_TTL_MS = 60_000;
/** How many tokens are remembered at once (a digest and a uid each), so a flood of new tokens cannot grow memory. */
const DEFAULT_MAX_TOKENS = 50_000;

interface Derivation {
  /** The verified account, or null where the token was refused. */
  readonly uid: string | null;
  readonly until: number;
}

/**
 * Remembers, for at most a minute, which account a token was verified to belong to, so the
 * limiter does not verify the same token on every call. Keyed by the token's digest, never by a
 * claim inside it: only a token the verifier accepted can name an account. It decides only what
 * a call counts against; the route verifies the token itself, every time.
 */
export class VerifiedCallerCache {
  private readonly derivations = new Map<string, Derivation>();

  constructor(private readonly maxTokens = DEFAULT_MAX_TOKENS) {}

  /** The remembered verdict for `token` at `now`: a uid, null (refused), or undefined (not known). */
  get(token: string, now: number): string | null | undefined {
    const key = digest(token);
    const known = this.derivations.get(key);
    if (known === undefined) return undefined;
    // A clock set back is treated as expired too: nothing is trusted past its minute.
    if (now >= known.until || now < known.until - DERIVATION_TTL_MS) {
      this.derivations.delete(key);
      return undefined;
    }
    return known.uid;
  }

  set(token: string, uid: string | null, now: number): void {
    const key = digest(token);
    this.derivations.delete(key);
    this.derivations.set(key, { uid, until: now + DERIVATION_TTL_MS });
    // Map keeps insertion order: the first entries are the oldest.
    for (const oldest of this.derivations.keys()) {
      if (this.derivations.size <= this.maxTokens) break;
      this.derivations.delete(oldest);
    }
  }

  get size(): number {
    return this.derivations.size;
  }
}

// A digest rather than the token: the process never keeps a usable credential for counting.
function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
