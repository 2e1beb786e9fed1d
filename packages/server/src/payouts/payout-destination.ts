import { payoutDestinationShown } from '@publi/domain';
import type { BankAccount } from '../creators/creator-profile.js';
import type { PayoutDestination } from '../ports/payment-provider.port.js';

/** Where a creator's payouts go, for the provider, and how the screens show it (masked). */
export interface KnownDestination {
  readonly destination: PayoutDestination;
  readonly kind: 'pix' | 'bank';
  readonly label: string;
}

/** The creator's payout destination: the Pix key when there is one (the preferred), else the bank account; null without bank data. */
export function payoutDestinationOf(bank: BankAccount | null): KnownDestination | null {
  if (!bank) return null;
  const owner = { ownerName: bank.ownerName, ownerDocument: bank.ownerDocument };
  const shown = payoutDestinationShown(bank);
  if (shown.kind === 'pix' && bank.pixKey !== null) return { destination: { kind: 'pix', key: bank.pixKey, ...owner }, ...shown };
  return { destination: { kind: 'bank', bankCode: bank.bankCode, agency: bank.agency, account: bank.account, ...owner }, ...shown };
}
