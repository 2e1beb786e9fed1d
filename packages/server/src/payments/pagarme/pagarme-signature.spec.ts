import { describe, expect, it } from 'vitest';
import { isPagarmeSignatureValid, signPagarmeWebhook } from './pagarme-signature.js';

// The vector was computed apart from this code: printf '%s' "$BODY" | openssl dgst -sha1 -hmac "$KEY".
const KEY = 'sk_test_publi0123456789';
const BODY = '{"id":"hook_0123456789abcdef","type":"charge.paid","data":{"id":"ch_0123456789abcdef"}}';
const SIGNATURE = 'sha1=d79f477df0fa42f638216e002a07d91bbcb69ecb';

describe("Pagar.me's webhook signature", () => {
  it('is sha1= and the hex HMAC-SHA1 of the exact body, keyed with the secret key', () => {
    expect(signPagarmeWebhook(KEY, BODY)).toBe(SIGNATURE);
    expect(isPagarmeSignatureValid(KEY, BODY, SIGNATURE)).toBe(true);
  });

  it('refuses a missing one, another key’s, one over other bytes, and one in another form', () => {
    expect(isPagarmeSignatureValid(KEY, BODY, undefined)).toBe(false);
    expect(isPagarmeSignatureValid('sk_test_someone_else_000', BODY, SIGNATURE)).toBe(false);
    // The same JSON with one space more is another body.
    expect(isPagarmeSignatureValid(KEY, BODY.replace('"type":', '"type": '), SIGNATURE)).toBe(false);
    expect(isPagarmeSignatureValid(KEY, BODY, SIGNATURE.toUpperCase())).toBe(false);
    expect(isPagarmeSignatureValid(KEY, BODY, SIGNATURE.slice('sha1='.length))).toBe(false);
    expect(isPagarmeSignatureValid(KEY, BODY, `${SIGNATURE}00`)).toBe(false);
  });
});
