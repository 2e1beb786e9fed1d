import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOverPaymentLimit, MAX_CHARGE_CENTAVOS, MAX_PAYMENT_CENTAVOS } from './payment-limit.js';
import { MAX_PLATFORM_FEE_BASIS_POINTS, quotePayment } from './platform-fee.js';

// A contract's amount as a proposal takes it (1 centavo to R$ 10 milhões), and a payment's
// contracts: up to a whole project's 200, of every size, so both sides of the limit are drawn.
const contractAmount = fc.integer({ min: 1, max: 1_000_000_000 });
const anyContractAmount = fc.oneof(contractAmount, fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }));
const contracts = fc.array(anyContractAmount, { minLength: 1, maxLength: 200 }).map((amounts) => amounts.map((amountCentavos, index) => ({ contractId: index + 1, amountCentavos })));
const basisPoints = fc.integer({ min: 0, max: MAX_PLATFORM_FEE_BASIS_POINTS });

describe('isOverPaymentLimit', () => {
  it('refuses three contracts of R$ 10 milhões together and takes each one alone', () => {
    expect(isOverPaymentLimit(3 * 1_000_000_000)).toBe(true);
    expect(isOverPaymentLimit(1_000_000_000)).toBe(false);
    expect(isOverPaymentLimit(MAX_PAYMENT_CENTAVOS + 1)).toBe(true);
  });

  it('is over exactly when the contracts add up to more than R$ 10.000.000,00, whatever the fee', () => {
    fc.assert(
      fc.property(contracts, basisPoints, (chosen, points) => {
        const quote = quotePayment(chosen, points);
        const sum = chosen.reduce((total, contract) => total + contract.amountCentavos, 0);
        expect(isOverPaymentLimit(quote.amountCentavos)).toBe(sum > 1_000_000_000);
      }),
    );
  });

  it('keeps every charge it lets through within MAX_CHARGE_CENTAVOS, a safe integer', () => {
    fc.assert(
      fc.property(contracts, basisPoints, (chosen, points) => {
        const quote = quotePayment(chosen, points);
        if (isOverPaymentLimit(quote.amountCentavos)) return;
        expect(quote.totalCentavos).toBeLessThanOrEqual(MAX_CHARGE_CENTAVOS);
        expect(Number.isSafeInteger(quote.totalCentavos)).toBe(true);
      }),
    );
    expect(MAX_CHARGE_CENTAVOS).toBe(1_500_000_000);
  });

  it('lets any single contract a proposal takes be paid on its own', () => {
    fc.assert(fc.property(contractAmount, (amountCentavos) => !isOverPaymentLimit(amountCentavos)));
  });
});
