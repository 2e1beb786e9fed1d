import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Pagar.me's webhooks carry their signature in. */
export const PAGARME_SIGNATURE_HEADER = 'x-hub-signature';

/**
 * `sha1=<hex>`: HMAC-SHA1 of exactly the bytes of the webhook's body, keyed with the account's
 * secret key, as Pagar.me documents its postbacks' `X-Hub-Signature` (the SDK has no helper).
 */
export function signPagarmeWebhook(secretKey: string, rawBody: string): string {
  return `sha1=${createHmac('sha1', secretKey).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether `signature` is {@link signPagarmeWebhook}'s for `rawBody`, compared in constant time. */
export function isPagarmeSignatureValid(secretKey: string, rawBody: string, signature: string | undefined): boolean {
  if (signature === undefined) return false;
  const expected = Buffer.from(signPagarmeWebhook(secretKey, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
