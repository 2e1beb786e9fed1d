import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCentavos } from './split-centavos.js';

describe('splitCentavos', () => {
  it('takes an amount apart into sign, reais and two-digit centavos', () => {
    expect(splitCentavos(123456)).toEqual({ negative: false, reais: '1234', cents: '56' });
    expect(splitCentavos(-5)).toEqual({ negative: true, reais: '0', cents: '05' });
    expect(splitCentavos(-0)).toEqual({ negative: false, reais: '0', cents: '00' });
  });

  it('stays exact where a floating-point division would round up', () => {
    // 9007199254740991 / 100 is no exact double (it prints 90071992547409.9): float division would lose the last centavo.
    expect(splitCentavos(Number.MAX_SAFE_INTEGER)).toEqual({ negative: false, reais: '90071992547409', cents: '91' });
  });

  it.each([0.1, Number.NaN, Number.NEGATIVE_INFINITY, 2 ** 53])('throws RangeError for %s', (value) => {
    expect(() => splitCentavos(value)).toThrow(RangeError);
  });

  it('puts the amount back together exactly, checked with BigInt', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (centavos) => {
        const { negative, reais, cents } = splitCentavos(centavos);
        const rebuilt = (BigInt(reais) * 100n + BigInt(cents)) * (negative ? -1n : 1n);
        expect(rebuilt).toBe(BigInt(centavos));
        expect(cents).toMatch(/^[0-9]{2}$/);
        expect(reais).toMatch(/^(0|[1-9][0-9]*)$/);
      }),
    );
  });
});
