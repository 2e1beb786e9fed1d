import fc from 'fast-check';

/** Text a person could type, heavy on what HTML and mail care about: markup, quotes, line breaks, accents, emoji. */
export const hostileText = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.oneof(fc.constantFrom('<', '>', '&', '"', "'", '\n', '\r\n', 'ç', 'ã', 'É', '😀', '<script>', '&lt;'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength });
