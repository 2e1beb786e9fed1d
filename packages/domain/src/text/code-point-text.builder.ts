import fc from 'fast-check';

/**
 * Texts of any code points, lone surrogates included: what `fc.string({ unit: 'binary' })` draws,
 * without its cost. fast-check builds that unit's table on first use, which took 18 s on a busy
 * 2-core machine and pushed property tests past their timeout in CI.
 */
export const codePointText = (constraints: { readonly maxLength?: number } = {}): fc.Arbitrary<string> =>
  fc.string({ ...constraints, unit: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)) });
