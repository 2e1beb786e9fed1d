// Test support: builds login tokens the way the identity provider would, minus the signature.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The UTF-8 bytes of `text`, read off `encodeURIComponent`'s escapes (no TextEncoder in the domain). */
function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  // A lone surrogate has no UTF-8 form: it becomes U+FFFD, as in a TextEncoder (encodeURIComponent throws on it).
  for (const piece of encodeURIComponent(text.toWellFormed()).match(/%[0-9A-F]{2}|[^%]/g) ?? []) {
    bytes.push(piece.startsWith('%') ? Number.parseInt(piece.slice(1), 16) : piece.charCodeAt(0));
  }
  return bytes;
}

/**
 * Encodes text as unpadded base64url (RFC 4648 section 5) of its UTF-8 bytes,
 * three bytes to four digits at a time: the reverse of `decodeBase64Url`,
 * written the other way round so that each checks the other.
 */
export function encodeBase64Url(text: string): string {
  const bytes = utf8Bytes(text);
  let encoded = '';
  for (let start = 0; start < bytes.length; start += 3) {
    const group = bytes.slice(start, start + 3);
    const bits = ((group[0] ?? 0) << 16) | ((group[1] ?? 0) << 8) | (group[2] ?? 0);
    const digitCount = group.length + 1;
    for (let digit = 0; digit < digitCount; digit += 1) {
      encoded += ALPHABET.charAt((bits >> (18 - 6 * digit)) & 0x3f);
    }
  }
  return encoded;
}

/** An unsigned JWT (`alg: none`) whose payload is exactly `payloadText`, JSON or not. */
export function aJwtWithPayloadText(payloadText: string): string {
  return `${encodeBase64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${encodeBase64Url(payloadText)}.`;
}

/**
 * An unsigned JWT carrying `payload` as its claims, for example
 * `aLoginToken({ user_id: 'abc123', exp: 1_700_000_000 })`.
 */
export function aLoginToken(payload: Readonly<Record<string, unknown>>): string {
  return aJwtWithPayloadText(JSON.stringify(payload));
}
