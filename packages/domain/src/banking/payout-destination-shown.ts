import { maskBankAccount, maskPixKey } from './mask-destination.js';
import type { PixKeyType } from './pix-key.js';

/** What of a creator's bank data decides where payouts go. */
export interface PayoutBankData {
  readonly bankCode: string;
  readonly agency: string;
  readonly account: string;
  /** The Pix key in its canonical form, or null. */
  readonly pixKey: string | null;
  readonly pixKeyType: PixKeyType | null;
}

/** Where payouts go, as the screens show it: its kind and a masked label. */
export interface PayoutDestinationShown {
  readonly kind: 'pix' | 'bank';
  readonly label: string;
}

/**
 * Where a creator's payouts go and how it is shown: the Pix key when there is one (the
 * preferred: it settles at once), else the bank account, each masked.
 *
 * @example payoutDestinationShown({ ...bank, pixKey: 'ana@exemplo.com.br', pixKeyType: 'email' }) // { kind: 'pix', label: 'Chave Pix a***@exemplo.com.br' }
 */
export function payoutDestinationShown(bank: PayoutBankData): PayoutDestinationShown {
  if (bank.pixKey !== null && bank.pixKeyType !== null) return { kind: 'pix', label: `Chave Pix ${maskPixKey(bank.pixKeyType, bank.pixKey)}` };
  return { kind: 'bank', label: maskBankAccount(bank.bankCode, bank.agency, bank.account) };
}
