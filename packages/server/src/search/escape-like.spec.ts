import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeLike } from './escape-like.js';

// LIKE with ESCAPE '\', as PostgreSQL reads it, for a pattern made only of literal text.
function likeMatchesLiterally(pattern: string): string {
  let literal = '';
  for (let i = 0; i < pattern.length; i++) {
    const character = pattern[i] ?? '';
    if (character === '\\') literal += pattern[++i] ?? '';
    else if (character === '%' || character === '_') throw new Error(`unescaped wildcard at ${i}`);
    else literal += character;
  }
  return literal;
}

describe('escapeLike', () => {
  it('leaves no wildcard unescaped and reads back as the original text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(likeMatchesLiterally(escapeLike(text))).toBe(text);
      }),
    );
  });

  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('ana')).toBe('ana');
  });
});
