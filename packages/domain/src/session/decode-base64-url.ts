const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// The unpadded base64url text; up to two "=" of padding are tolerated after it.
const BASE64_URL = /^([A-Za-z0-9_-]*)={0,2}$/;

/**
 * Decodes base64url text (RFC 4648 section 5, as in a JWT) into the UTF-8
 * text it carries. Written by hand because the domain runs where neither
 * `atob`, `TextDecoder` nor `Buffer` is promised.
 *
 * The bytes become `%XX` escapes and `decodeURIComponent` reads them as
 * UTF-8, which rejects invalid UTF-8 instead of inventing characters.
 *
 * @returns the text, or `null` when `encoded` is not base64url or its bytes are not UTF-8.
 */
export function decodeBase64Url(encoded: string): string | null {
  const digits = BASE64_URL.exec(encoded)?.[1];
  // A lone final digit holds 6 bits, too few for a byte: no encoder writes that.
  if (digits === undefined || digits.length % 4 === 1) {
    return null;
  }
  let escaped = '';
  let buffer = 0;
  let bufferedBits = 0;
  for (const digit of digits) {
    // Never more than 14 bits are kept, so the shift cannot overflow.
    buffer = ((buffer << 6) | ALPHABET.indexOf(digit)) & 0x3fff;
    bufferedBits += 6;
    if (bufferedBits >= 8) {
      bufferedBits -= 8;
      escaped += `%${((buffer >> bufferedBits) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}
