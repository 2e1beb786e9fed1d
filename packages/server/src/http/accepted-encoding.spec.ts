import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './accepted-encoding.js';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
    ['BR', 'br'],
  ] as const)('picks from %j: %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });

  it('never picks a coding the header refuses or leaves out, whatever the header', () => {
    const coding = fc.constantFrom('br', 'gzip', 'deflate', 'zstd', 'identity', '*');
    const entry = fc.tuple(coding, fc.option(fc.constantFrom('0', '0.0', '0.5', '1'), { nil: undefined }));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const header = entries.map(([name, q]) => (q === undefined ? name : `${name};q=${q}`)).join(', ');
        const picked = acceptedEncoding(header);
        if (picked === undefined) return;
        const named = entries.filter(([name]) => name === picked);
        const allowed = named.length > 0 ? Number(named.at(-1)?.[1] ?? 1) > 0 : entries.some(([name, q]) => name === '*' && Number(q ?? 1) > 0);
        expect(allowed).toBe(true);
      }),
    );
  });
});
