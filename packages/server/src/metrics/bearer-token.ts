import { createHash, timingSafeEqual } from 'node:crypto';

const digestOf = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an `Authorization` header carries `Bearer <token>`. Compared as SHA-256 digests with
 * `timingSafeEqual`: equal lengths whatever was sent, so the time taken tells nothing of how much
 * of the token a guess got right, nor of its length.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
  if (presented === undefined) return false;
  return timingSafeEqual(digestOf(presented), digestOf(token));
}
