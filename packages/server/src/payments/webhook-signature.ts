import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a provider's webhook call carries its signature in. */
export const SIGNATURE_HEADER = 'x-publi-signature';

/** `<algorithm>=<hex>`: the HMAC of exactly the bytes of `rawBody` keyed with `secret`, as providers sign their webhooks. */
export function hmacSignature(algorithm: 'sha1' | 'sha256', secret: string, rawBody: string): string {
  return `${algorithm}=${createHmac(algorithm, secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether `signature` is {@link hmacSignature}'s for `rawBody`, compared in constant time. */
export function isHmacSignatureValid(algorithm: 'sha1' | 'sha256', secret: string, rawBody: string, signature: string | undefined): boolean {
  if (signature === undefined) return false;
  const expected = Buffer.from(hmacSignature(algorithm, secret, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `sha256=<hex>`: the sandbox's signature of its webhook's body, keyed with the shared secret. */
export function signWebhook(secret: string, rawBody: string): string {
  return hmacSignature('sha256', secret, rawBody);
}

/** Whether `signature` is {@link signWebhook}'s for `rawBody`. */
export function isWebhookSignatureValid(secret: string, rawBody: string, signature: string | undefined): boolean {
  return isHmacSignatureValid('sha256', secret, rawBody, signature);
}
