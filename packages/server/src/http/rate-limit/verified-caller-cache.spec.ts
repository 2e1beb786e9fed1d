import { describe, expect, it } from 'vitest';
import { DERIVATION_TTL_MS, VerifiedCallerCache } from './verified-caller-cache.js';

describe('VerifiedCallerCache', () => {
  it('remembers a verdict for at most a minute, refusals included', () => {
    const cache = new VerifiedCallerCache();
    cache.set('token-a', 'uid-a', 0);
    cache.set('forged', null, 0);
    expect(cache.get('token-a', DERIVATION_TTL_MS - 1)).toBe('uid-a');
    expect(cache.get('forged', DERIVATION_TTL_MS - 1)).toBeNull();
    expect(cache.get('token-a', DERIVATION_TTL_MS)).toBeUndefined();
    expect(cache.get('unknown', 0)).toBeUndefined();
  });

  it('forgets a verdict when the clock is set back', () => {
    const cache = new VerifiedCallerCache();
    cache.set('token-a', 'uid-a', 120_000);
    expect(cache.get('token-a', 0)).toBeUndefined();
  });

  it('keeps at most its bound of tokens, forgetting the oldest first', () => {
    const cache = new VerifiedCallerCache(2);
    for (const token of ['a', 'b', 'c']) cache.set(token, `uid-${token}`, 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe('uid-c');
  });
});
