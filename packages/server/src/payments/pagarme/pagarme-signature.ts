import { hmacSignature, isHmacSignatureValid } from '../webhook-signature.js';

/** The header Pagar.me's webhooks carry their signature in. */
export const PAGARME_SIGNATURE_HEADER = 'x-hub-signature';

/**
 * `sha1=<hex>`: HMAC-SHA1 of exactly the bytes of the webhook's body, keyed with the account's
 * secret key, as Pagar.me documents its postbacks' `X-Hub-Signature` (the SDK has no helper).
 */
export function signPagarmeWebhook(secretKey: string, rawBody: string): string {
  return hmacSignature('sha1', secretKey, rawBody);
}

/** Whether `signature` is {@link signPagarmeWebhook}'s for `rawBody`, compared in constant time. */
export function isPagarmeSignatureValid(secretKey: string, rawBody: string, signature: string | undefined): boolean {
  return isHmacSignatureValid('sha1', secretKey, rawBody, signature);
}
