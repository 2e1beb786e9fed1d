import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../format/format-amount.js';
import { readPositiveAmount } from './read-positive-amount.js';

const ASK = 'Informe um valor em reais maior que zero, como 1.800,00.';

describe('readPositiveAmount', () => {
  it('takes what parseTypedMoney reads when it is more than zero', () => {
    expect(readPositiveAmount('1800.50', 180_000)).toEqual({ ok: true, centavos: 180_050 });
    expect(readPositiveAmount('0,01', 180_000)).toEqual({ ok: true, centavos: 1 });
  });

  it.each(['', '0', '0,00', '-5', 'abc', '1.800.50'])('asks for more than zero, with the example, for %j', (typed) => {
    expect(readPositiveAmount(typed, 180_000)).toEqual({ ok: false, message: ASK });
  });

  it('says the limit when the amount is too large', () => {
    expect(readPositiveAmount('100.000.000', 180_000)).toEqual({ ok: false, message: 'O valor máximo é R$ 99.999.999,99.' });
  });

  it('accepts every positive amount written as the field shows it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (centavos) => {
      expect(readPositiveAmount(formatAmount(centavos), 1)).toEqual({ ok: true, centavos });
    }));
  });
});
