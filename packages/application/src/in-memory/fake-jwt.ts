const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// base64url of ASCII text, written out because no `btoa` or `Buffer` is typed in this package.
function base64Url(text: string): string {
  const bytes = Array.from(text, (char) => char.charCodeAt(0) & 0xff);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const chunk = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, bytes.length - i + 1);
    for (let j = 0; j < chars; j++) out += ALPHABET.charAt((chunk >> (18 - 6 * j)) & 63);
  }
  return out;
}

/**
 * An unsigned JWT the domain's `decodeLoginToken` reads, for in-memory identity and tests.
 * Claims must be ASCII.
 */
export function fakeJwt(claims: Readonly<Record<string, string | number | boolean>>): string {
  return `${base64Url('{"alg":"none","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.unsigned`;
}
