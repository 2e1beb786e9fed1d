import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyClassFor } from './body-class.js';

// Any code points, lone surrogates included: `fc.string({ unit: 'binary' })` without its cost
// (fast-check builds that unit's table on first use: 18 s on a busy machine).
const anyCodePoints = fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)) });

describe('bodyClassFor', () => {
  it.each([
    ['/', 'landing'],
    ['/signup/profile', 'signup'],
    ['/creator/12', 'creator'],
    ['/Busca', 'busca'],
    ['/ca%C3%A7a', 'caça'],
  ])('marks %s as %s', (pathname, name) => {
    expect(bodyClassFor(pathname)).toBe(name);
  });

  it('turns spaces into dashes, since a class holds no whitespace', () => {
    expect(bodyClassFor('/foo%20bar')).toBe('foo-bar');
  });

  it('keeps a segment that does not decode as it was typed', () => {
    expect(bodyClassFor('/%E0')).toBe('%e0');
  });

  it('gives, for any address, a class token: not empty, no whitespace (what classList.add requires)', () => {
    fc.assert(
      fc.property(anyCodePoints, (pathname) => /^[^\t\n\f\r ]+$/.test(bodyClassFor(pathname))),
    );
    // A hundred odd addresses take well under a second alone; a loaded CI machine needs room.
  }, 20_000);
});
