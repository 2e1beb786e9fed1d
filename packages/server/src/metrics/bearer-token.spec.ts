import { describe, expect, it } from 'vitest';
import { bearerMatches } from './bearer-token.js';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';

describe('a scrape\'s bearer token', () => {
  it('matches the token itself, whatever the case of "Bearer"', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('refuses no header, another scheme, a prefix, a longer token, another token and an empty one', () => {
    for (const header of [undefined, '', `Basic ${TOKEN}`, `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, 'Bearer another-token-of-at-least-32-characters', 'Bearer ', TOKEN]) {
      expect(bearerMatches(header, TOKEN), String(header)).toBe(false);
    }
  });
});
