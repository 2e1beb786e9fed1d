import type { AccountType } from '@publi/contract';
import type { Queryable } from '../db/database.js';
import { users } from '../db/schema.js';
import type { TestApp, TestIdentity } from './test-app.js';

/** What a test may say about an account; a brand, active, by default. */
export interface AccountSeed {
  readonly type?: AccountType | null;
  readonly active?: boolean;
}

/**
 * Inserts the account of a person signed up in the emulator straight into `users`, for tests
 * of routes that need an account to exist (cart, uploads) without going through sign-up.
 */
export async function insertAccount(db: Queryable, identity: { readonly uid: string; readonly email: string }, seed: AccountSeed = {}): Promise<{ readonly id: number }> {
  const [user] = await db
    .insert(users)
    .values({ externalId: identity.uid, email: identity.email, name: 'Marca Teste', type: seed.type === undefined ? 'brand' : seed.type, active: seed.active ?? true })
    .returning({ id: users.id });
  if (!user) throw new Error('insertAccount: the user row was not returned');
  return user;
}

/** Signs a new person up in the emulator and gives them a brand account: the usual cart customer. */
export async function signUpBrand(testApp: TestApp): Promise<TestIdentity> {
  const identity = await testApp.signUp();
  await insertAccount(testApp.db, identity);
  return identity;
}
