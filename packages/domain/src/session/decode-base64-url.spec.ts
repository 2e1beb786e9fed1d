import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from './decode-base64-url.js';
import { encodeBase64Url } from './login-token.builder.js';
import { codePointText } from '../text/code-point-text.builder.js';

describe('decodeBase64Url', () => {
  it.each([
    ['', ''],
    ['Zg', 'f'],
    ['Zm8', 'fo'],
    ['Zm9v', 'foo'],
    ['Zm9vYg', 'foob'],
    ['Zm9vYmE', 'fooba'],
    ['Zm9vYmFy', 'foobar'],
    ['Zm9vYg==', 'foob'],
  ])('decodes the RFC 4648 vector %j', (encoded, text) => {
    expect(decodeBase64Url(encoded)).toBe(text);
  });

  it('reads UTF-8, including characters outside the BMP', () => {
    expect(decodeBase64Url('U8Ojbw')).toBe('São');
    expect(decodeBase64Url('8J-Ogg')).toBe('🎂');
    expect(decodeBase64Url('w6fDo28')).toBe('ção');
  });

  it('rejects what is not base64url', () => {
    expect(decodeBase64Url('Zm9v+Yg')).toBeNull();
    expect(decodeBase64Url('Zm9v/Yg')).toBeNull();
    expect(decodeBase64Url('Zm 9v')).toBeNull();
    expect(decodeBase64Url('Zm9vY')).toBeNull();
    expect(decodeBase64Url('Zg===')).toBeNull();
    expect(decodeBase64Url('=Zg')).toBeNull();
  });

  it('rejects bytes that are not UTF-8', () => {
    // 0xFF never occurs in UTF-8; 0xC3 alone is a truncated two-byte sequence.
    expect(decodeBase64Url('_w')).toBeNull();
    expect(decodeBase64Url('ww')).toBeNull();
  });

  it('round-trips any text through the builder encoder', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => decodeBase64Url(encodeBase64Url(text)) === text),
    );
  });

  it('accepts the same text padded to a multiple of four', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const encoded = encodeBase64Url(text);
        const padded = encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '=');
        expect(decodeBase64Url(padded)).toBe(text);
      }),
    );
  });

  it('never throws', () => {
    const digits = fc.string({ unit: fc.constantFrom(...Array.from('AZaz09-_w8=')), maxLength: 40 });
    fc.assert(
      fc.property(fc.oneof(codePointText(), digits), (text) => {
        const decoded = decodeBase64Url(text);
        expect(decoded === null || typeof decoded === 'string').toBe(true);
      }),
    );
  });
});
