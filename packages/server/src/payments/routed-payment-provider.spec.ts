import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../ports/payment-provider.port.js';
import { PagarmeProvider } from './pagarme/pagarme-provider.js';
import { sandboxPayments } from './payments-setup.js';
import { RoutedPaymentProvider } from './routed-payment-provider.js';

// Pagar.me at an address nobody listens on: whatever is sent to it fails as "never reached".
const pagarme = new PagarmeProvider({ secretKey: 'sk_test_nobody000000', publicKey: 'pk_test_nobody000000', recipientId: 'rp_publi0000000000000', apiAddress: 'http://127.0.0.1:1', apiUrl: 'http://127.0.0.1:1/core/v5', timeoutMs: 1_000 });
const clock = { now: () => new Date('2026-11-28T12:00:00.000Z') };

describe('the routed provider', () => {
  it('sends a refund to whoever made its charge: Pagar.me’s ids to Pagar.me, the sandbox’s to the sandbox', async () => {
    const { sandbox } = sandboxPayments(clock);
    const routed = new RoutedPaymentProvider({ sandbox, pagarme });
    await expect(routed.refund({ chargeId: 'ch_AbCdEfGh01234567', amountCentavos: 100, idempotencyKey: 'refund-pagarme-1' })).rejects.toBeInstanceOf(ProviderUnavailableError);
    const sandboxCharge = 'ch_7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
    await expect(routed.refund({ chargeId: sandboxCharge, amountCentavos: 100, idempotencyKey: 'refund-sandbox-1' })).resolves.toMatchObject({ id: expect.stringMatching(/^re_/) as unknown });
    expect(sandbox.operations()).toMatchObject([{ kind: 'refund', about: sandboxCharge }]);
  });

  it('sends cards and payouts to Pagar.me when it is set, Pix to the sandbox', async () => {
    const { sandbox } = sandboxPayments(clock);
    const routed = new RoutedPaymentProvider({ sandbox, pagarme });
    const payer = { name: 'Marca', email: 'marca@exemplo.com.br', cnpj: null };
    await expect(routed.createCardCharge({ reference: 'publi-1', amountCentavos: 100, cardToken: 'token_x', idempotencyKey: 'card-1', payer })).rejects.toBeInstanceOf(ProviderUnavailableError);
    const destination = { kind: 'pix' as const, key: 'ana@exemplo.com.br', ownerName: 'Ana', ownerDocument: '52998224725' };
    await expect(routed.payout({ reference: 'publi-payout-1', amountCentavos: 100, destination, idempotencyKey: 'payout-1' })).rejects.toBeInstanceOf(ProviderUnavailableError);
    await routed.createPixCharge({ reference: 'publi-2', amountCentavos: 100, expiresAt: new Date('2026-11-28T12:30:00.000Z'), idempotencyKey: 'pix-1' });
    expect(sandbox.operations().map((operation) => operation.kind)).toEqual(['charge']);
  });
});
