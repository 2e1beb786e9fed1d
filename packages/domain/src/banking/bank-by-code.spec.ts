import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankByCode } from './bank-by-code.js';
import { BRAZILIAN_BANKS } from './banks.data.js';
import { loadBanks } from './load-banks.js';

describe('bankByCode', () => {
  it('names the banks people use', () => {
    expect(bankByCode('001')?.name).toBe('Banco do Brasil S.A.');
    expect(bankByCode('260')?.name).toMatch(/^NU PAGAMENTOS/);
    expect(bankByCode('341')?.code).toBe('341');
  });

  it.each(['999', '1', ' 001', '0001', '26a', ''])('knows no bank %j', (code) => {
    expect(bankByCode(code)).toBeNull();
  });

  it('finds exactly the banks of the list, each under its own code', () => {
    const codes = new Set(BRAZILIAN_BANKS.map((bank) => bank.code));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (number) => {
        const code = String(number).padStart(3, '0');
        const bank = bankByCode(code);
        expect(bank !== null).toBe(codes.has(code));
        if (bank) expect(BRAZILIAN_BANKS).toContainEqual(bank);
      }),
    );
  });
});

describe('BRAZILIAN_BANKS', () => {
  it('lists hundreds of banks by code, each code once, and loads on demand', async () => {
    expect(BRAZILIAN_BANKS.length).toBeGreaterThan(300);
    const codes = BRAZILIAN_BANKS.map((bank) => bank.code);
    expect(codes).toEqual([...new Set(codes)].sort());
    expect(await loadBanks()).toBe(BRAZILIAN_BANKS);
  });
});
