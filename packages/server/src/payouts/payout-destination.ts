import { maskBankAccount, maskPixKey, type PixKeyType } from '@publi/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { bankAccounts } from '../db/schema.js';
import type { PayoutDestination } from '../ports/payment-provider.port.js';

/** Where a creator's payouts go, for the provider, and how the screens show it (masked). */
export interface KnownDestination {
  readonly destination: PayoutDestination;
  readonly kind: 'pix' | 'bank';
  readonly label: string;
}

/** The creator's payout destination: the Pix key when there is one (the preferred), else the bank account; null without bank data. */
export async function payoutDestination(db: Queryable, userId: number): Promise<KnownDestination | null> {
  const [bank] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  if (!bank) return null;
  const owner = { ownerName: bank.ownerName, ownerDocument: bank.ownerDocument };
  if (bank.pixKey !== null && bank.pixKeyType !== null) {
    // The CHECK constraint keeps `pix_key_type` to the DICT's kinds.
    return { destination: { kind: 'pix', key: bank.pixKey, ...owner }, kind: 'pix', label: `Chave Pix ${maskPixKey(bank.pixKeyType as PixKeyType, bank.pixKey)}` };
  }
  return {
    destination: { kind: 'bank', bankCode: bank.bankCode, agency: bank.agency, account: bank.account, ...owner },
    kind: 'bank',
    label: maskBankAccount(bank.bankCode, bank.agency, bank.account),
  };
}
