import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a provider's webhook call carries its signature in. */
export const SIGNATURE_HEADER = 'x-publi-signature';

/** `sha256=<hex>`: HMAC-SHA256 of exactly the bytes of `rawBody`, keyed with the shared secret. */
export function signWebhook(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether `signature` is {@link signWebhook}'s for `rawBody`, compared in constant time. */
export function isWebhookSignatureValid(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (signature === undefined) return false;
  const expected = Buffer.from(signWebhook(secret, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
