import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskBankAccount, maskPixKey } from './mask-destination.js';
import { payoutDestinationShown } from './payout-destination-shown.js';

const bank = { bankCode: '260', agency: '1234', account: '12345-6' };

describe('payoutDestinationShown', () => {
  it('prefers the Pix key, masked, and falls back to the masked bank account', () => {
    expect(payoutDestinationShown({ ...bank, pixKey: 'ana@exemplo.com.br', pixKeyType: 'email' })).toEqual({ kind: 'pix', label: 'Chave Pix a***@exemplo.com.br' });
    expect(payoutDestinationShown({ ...bank, pixKey: null, pixKeyType: null })).toEqual({ kind: 'bank', label: 'Banco 260 · agência 1234 · conta ***45-6' });
  });

  it('is the Pix key exactly when a key and its type are both known, and shows nothing but the masks', () => {
    const anAccount = fc.record({ bankCode: fc.stringMatching(/^\d{3}$/), agency: fc.stringMatching(/^\d{4}$/), account: fc.stringMatching(/^\d{3,10}-\d$/) });
    fc.assert(
      fc.property(anAccount, fc.option(fc.constant('52998224725')), fc.option(fc.constant('cpf' as const)), (account, pixKey, pixKeyType) => {
        const shown = payoutDestinationShown({ ...account, pixKey, pixKeyType });
        if (pixKey !== null && pixKeyType !== null) expect(shown).toEqual({ kind: 'pix', label: `Chave Pix ${maskPixKey(pixKeyType, pixKey)}` });
        else expect(shown).toEqual({ kind: 'bank', label: maskBankAccount(account.bankCode, account.agency, account.account) });
      }),
    );
  });
});
