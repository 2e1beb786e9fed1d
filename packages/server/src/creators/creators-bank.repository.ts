import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { bankAccounts } from '../db/schema.js';
import type { BankAccount } from './creator-profile.js';

const ACCOUNT_TYPES = ['corrente', 'poupanca'] as const;
const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;

const columns = {
  accountType: bankAccounts.accountType,
  account: bankAccounts.account,
  agency: bankAccounts.agency,
  bankCode: bankAccounts.bankCode,
  ownerName: bankAccounts.ownerName,
  ownerDocument: bankAccounts.ownerDocument,
  pixKey: bankAccounts.pixKey,
  pixKeyType: bankAccounts.pixKeyType,
};

type Row = Omit<BankAccount, 'accountType' | 'pixKeyType'> & { readonly accountType: string; readonly pixKeyType: string | null };

// The table's check constraints hold both texts to these lists; reading them back narrows the type.
function toBankAccount(row: Row): BankAccount {
  return {
    ...row,
    accountType: ACCOUNT_TYPES.find((type) => type === row.accountType) ?? 'corrente',
    pixKeyType: PIX_KEY_TYPES.find((type) => type === row.pixKeyType) ?? null,
  };
}

/**
 * Bank data and Pix keys in PostgreSQL (`bank_accounts`), one row per account: the only code
 * that knows the table. Nothing here logs; bank data never reaches a log line.
 */
export class CreatorsBankRepository {
  constructor(private readonly db: Queryable) {}

  /** The account's bank data, or `null`. */
  async find(userId: number): Promise<BankAccount | null> {
    const [row] = await this.db.select(columns).from(bankAccounts).where(eq(bankAccounts.userId, userId));
    return row === undefined ? null : toBankAccount(row);
  }

  /** Stores the account's bank data, replacing what was there; answers what was stored. */
  async save(userId: number, account: BankAccount): Promise<BankAccount> {
    const [saved] = await this.db
      .insert(bankAccounts)
      .values({ userId, ...account })
      .onConflictDoUpdate({ target: bankAccounts.userId, set: { ...account, updatedAt: sql`now()` } })
      .returning(columns);
    if (!saved) throw new Error('CreatorsBankRepository.save: the row was not returned');
    return toBankAccount(saved);
  }
}
