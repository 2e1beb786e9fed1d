import { aCardForm, checkoutPortSuite, TEST_CARD } from '@publi/application/testing';
import { LocalPagarme, startTestApp } from '@publi/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxiosCheckoutAdapter } from './axios-checkout.adapter.js';
import { useLiveApi } from './live-api.builder.js';
import { livePaymentWorld } from './live-marketplace.builder.js';
import { PagarmeCheckoutAdapter } from './pagarme-checkout.adapter.js';

const PUBLIC_KEY = 'pk_test_checkout0123';
const api = useLiveApi(startTestApp);
let pagarme: LocalPagarme;

beforeAll(async () => {
  pagarme = await LocalPagarme.start({ secretKey: 'sk_test_checkout0123', publicKey: PUBLIC_KEY, recipientId: 'rp_checkout0123' });
});
afterAll(async () => {
  await pagarme.stop();
});

/** The checkout over the fake's tokenization, with the live server's sandbox paying a demo Pix. */
function checkoutAt(publicKey = PUBLIC_KEY): PagarmeCheckoutAdapter {
  return new PagarmeCheckoutAdapter({ apiUrl: `${pagarme.address}/core/v5`, publicKey }, new AxiosCheckoutAdapter(api.baseURL.replace(/\/api$/, '/sandbox')));
}

// The same scenarios, and the same pt-BR words beside the fields, as the sandbox's checkout.
checkoutPortSuite(() => ({ ...livePaymentWorld(api), checkout: checkoutAt() }));

describe("PagarmeCheckoutAdapter against a fake of Pagar.me's tokenization", () => {
  it("says a card past its date is to be checked beside its expiry, as Pagar.me's refusal names it", async () => {
    await expect(checkoutAt().tokenize({ ...aCardForm(TEST_CARD.approved), expiryMonth: 1, expiryYear: 2020 })).rejects.toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { expiry: 'Confira a validade do cartão (MM/AA).' },
    });
  });

  it('says the provider did not answer, nothing charged, when Pagar.me refuses the public key', async () => {
    await expect(checkoutAt('pk_test_someone_else').tokenize(aCardForm(TEST_CARD.approved))).rejects.toMatchObject({
      code: 'PAYMENT.PROVIDER_UNAVAILABLE',
      message: 'O provedor de pagamentos não respondeu. Nada foi cobrado; tente de novo em instantes.',
    });
  });

  it('says there is no connection when Pagar.me cannot be reached', async () => {
    await pagarme.goDown();
    try {
      await expect(checkoutAt().tokenize(aCardForm(TEST_CARD.approved))).rejects.toMatchObject({ code: 'NETWORK.UNREACHABLE' });
    } finally {
      await pagarme.comeBack();
    }
  });
});
