import { formatBRL, MAX_PAYMENT_CENTAVOS } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../errors/api-errors.js';
import { CONTRACT_LIMITS } from './contract-requests.schema.js';
import { createPaymentBodySchema } from './payment-requests.schema.js';

describe('paying contracts', () => {
  it('can always pay the largest contract a proposal takes on its own, under the limit the error names', () => {
    expect(CONTRACT_LIMITS.maxAmountCentavos).toBeLessThanOrEqual(MAX_PAYMENT_CENTAVOS);
    // The catalogue writes an ordinary space where Intl writes a no-break one.
    expect(API_ERRORS['PAYMENT.OVER_LIMIT'].message).toContain(formatBRL(MAX_PAYMENT_CENTAVOS).replace(/\s/u, ' '));
  });

  it('takes an idempotency key of 8 to 64 letters, digits, - or _, and leaves it out when none is sent', () => {
    const body = { contract_ids: [1], method: 'pix' };
    expect(createPaymentBodySchema.parse({ ...body, idempotency_key: 'pay_2f9A-1c' }).idempotency_key).toBe('pay_2f9A-1c');
    expect(createPaymentBodySchema.parse(body).idempotency_key).toBeUndefined();
    for (const key of ['curta', 'x'.repeat(65), 'com espaço 1', 'ação-12345']) {
      expect(createPaymentBodySchema.safeParse({ ...body, idempotency_key: key }).error?.issues[0]?.message).toBe('A idempotency_key deve ter de 8 a 64 letras, números, - ou _.');
    }
  });
});
