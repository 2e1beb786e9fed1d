import { describe, expect, it } from 'vitest';
import { UNSTORABLE_CHARACTER_MESSAGE, unstorableCharacterIssues } from './unstorable-characters.js';

describe('unstorableCharacterIssues', () => {
  it('names every text and key holding a NUL or an unpaired surrogate, at its path', () => {
    const issues = unstorableCharacterIssues({ name: 'Ana\u0000', links: ['ok', '\uD800'], note: 'x\uDFFF', 'k\u0000': 1, fine: 'sem nada' });
    expect(issues.map((issue) => issue.path.join('.')).sort()).toEqual(['k\u0000', 'links.1', 'name', 'note']);
    expect(new Set(issues.map((issue) => issue.message))).toEqual(new Set([UNSTORABLE_CHARACTER_MESSAGE]));
  });

  it('takes whole emoji and other scripts, and walks a value nested 100,000 levels deep at once', () => {
    let deep: unknown = 'fundo';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(unstorableCharacterIssues({ a: deep, emoji: '👩🏽‍💻 🇧🇷 😀', rtl: '\u202Eabc', b: 1, c: null, d: new Date(0) })).toEqual([]);
    expect(unstorableCharacterIssues([deep, 'x\u0000'])).toHaveLength(1);
  });
});
