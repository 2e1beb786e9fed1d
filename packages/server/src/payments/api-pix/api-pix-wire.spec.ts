import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavosOf, chargeIdOf, cobvBody, parseChargeId, pspIdOf, valorOf } from './api-pix-wire.js';

describe('the API Pix amounts', () => {
  it('are text with two decimals, never a number', () => {
    expect(valorOf(165_000)).toBe('1650.00');
    expect(valorOf(5)).toBe('0.05');
    expect(centavosOf('1650.00')).toBe(165_000);
    expect([centavosOf(1650), centavosOf('1650.5'), centavosOf('1.650,00')]).toEqual([null, null, null]);
  });

  it('go to text and back unchanged, for any charge Publi may make', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_500_000_000 }), (centavos) => {
        expect(valorOf(centavos)).toMatch(/^\d{1,10}\.\d{2}$/);
        expect(centavosOf(valorOf(centavos))).toBe(centavos);
      }),
    );
  });
});

describe('the ids Publi gives the PSP', () => {
  it('are a txid the standard takes, the same for the same idempotency key and different for another', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), fc.string({ minLength: 1, maxLength: 80 }), (key, other) => {
        expect(pspIdOf(key)).toMatch(/^[a-zA-Z0-9]{26,35}$/);
        expect(pspIdOf(key)).toBe(pspIdOf(key));
        if (key !== other) expect(pspIdOf(key)).not.toBe(pspIdOf(other));
      }),
    );
  });

  it('name the kind of charge, so a refund knows where to look, and never take another provider’s id', () => {
    const txid = pspIdOf('charge-abc');
    expect(parseChargeId(chargeIdOf('cobv', txid))).toEqual({ kind: 'cobv', txid });
    expect(parseChargeId(chargeIdOf('cob', txid))).toEqual({ kind: 'cob', txid });
    expect([parseChargeId('ch_2f1c7a'), parseChargeId(`cobx/${txid}`), parseChargeId('cob/short')]).toEqual([null, null, null]);
  });
});

describe('a charge with a due date', () => {
  it('carries the payer, the fine as a percent and the interest as a percent a month', () => {
    const body = cobvBody('pix@publi.com.br', 165_000, { dueDate: '2026-12-05', graceDays: 10, fineBasisPoints: 200, interestBasisPointsPerMonth: 100, payer: { name: 'Marca Ltda.', cnpj: '11222333000181' } }, 'ref');
    expect(body).toMatchObject({
      calendario: { dataDeVencimento: '2026-12-05', validadeAposVencimento: 10 },
      devedor: { cnpj: '11222333000181', nome: 'Marca Ltda.' },
      valor: { original: '1650.00', multa: { modalidade: 2, valorPerc: '2.00' }, juros: { modalidade: 3, valorPerc: '1.00' } },
      chave: 'pix@publi.com.br',
    });
  });
});
