import { cashRegisterMoney } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { readMaskedMoney } from './masked-money.js';

describe('readMaskedMoney', () => {
  it('reads what the cash register shows, blank meaning 0', () => {
    expect(readMaskedMoney(cashRegisterMoney('123456'))).toEqual({ centavos: 123_456 });
    expect(readMaskedMoney('')).toEqual({ centavos: 0 });
    expect(readMaskedMoney('R$ 0,00')).toEqual({ centavos: 0 });
  });

  it('says in pt-BR why a negative or non-numeric price is refused', () => {
    expect(readMaskedMoney('-50')).toEqual({ error: 'O valor não pode ser negativo.' });
    expect(readMaskedMoney('cinquenta')).toEqual({ error: 'Informe o valor em reais, como R$ 150,00.' });
  });
});
