import { payoutDestinationShown, type PixKeyType } from '@publi/domain';
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
  // The CHECK constraint keeps `pix_key_type` to the DICT's kinds.
  const shown = payoutDestinationShown({ ...bank, pixKeyType: bank.pixKeyType as PixKeyType | null });
  if (shown.kind === 'pix' && bank.pixKey !== null) return { destination: { kind: 'pix', key: bank.pixKey, ...owner }, ...shown };
  return { destination: { kind: 'bank', bankCode: bank.bankCode, agency: bank.agency, account: bank.account, ...owner }, ...shown };
}
