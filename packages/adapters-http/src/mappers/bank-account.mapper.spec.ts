import { describe, expect, it } from 'vitest';
import { bankAccountFromWire, bankAccountToWire } from './bank-account.mapper.js';

const form = { accountType: 'poupanca', account: '12345-6', agency: '0001', bankCode: '260', ownerName: 'Ana', ownerDocument: '529.982.247-25' } as const;

describe('bank account mappers', () => {
  it('writes the account type and owner document, and the Pix key only when the form names it', () => {
    expect(bankAccountToWire(form)).toEqual({
      account_type: 'poupanca', account: '12345-6', agency: '0001', bank_code: '260', owner_name: 'Ana', owner_document: '529.982.247-25',
    });
    expect(bankAccountToWire({ ...form, pixKey: null })).toMatchObject({ pix_key: null });
    expect(bankAccountToWire({ ...form, pixKey: 'ana@exemplo.com.br' })).toMatchObject({ pix_key: 'ana@exemplo.com.br' });
  });

  it('reads the bank name, type and Pix key in domain names', () => {
    const wire = {
      bank_name: 'NU PAGAMENTOS - IP', account_type: 'corrente', pix_key: '+5581998765432', pix_key_type: 'phone',
      account: '12345-6', agency: '0001', bank_code: '260', owner_name: 'Ana', owner_document: '52998224725',
    } as const;
    expect(bankAccountFromWire(wire)).toEqual({
      bankName: 'NU PAGAMENTOS - IP', accountType: 'corrente', pixKey: '+5581998765432', pixKeyType: 'phone',
      account: '12345-6', agency: '0001', bankCode: '260', ownerName: 'Ana', ownerDocument: '52998224725',
    });
  });
});
