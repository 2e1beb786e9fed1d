import type { CreateUserBodyWire, UserWire } from '@publi/contract';
import { eq } from 'drizzle-orm';
import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { createCreatorCard } from './create-creator-card.js';
import { loadUserWire } from './load-user-wire.js';
import { uniqueViolationOf } from '../db/unique-violation.js';

const EMAIL_MISMATCH_MESSAGE = 'Use o e-mail com que você entrou na conta.';

/**
 * Creates the caller's own account (`POST /account/user`): the body's `external_id` must be
 * the token's uid, and the e-mail the token's when the token has one, so nobody creates an
 * account for someone else or under another address. A creator gets their search card in
 * the same transaction.
 *
 * @throws AppError `USER.EXTERNAL_ID_MISMATCH` (403), `USER.ALREADY_EXISTS` (409), or
 *   `REQUEST.INVALID` for an e-mail that is not the token's.
 */
export async function createUser(db: Database, identity: VerifiedIdentity, body: CreateUserBodyWire): Promise<UserWire> {
  if (body.external_id !== identity.uid) throw new AppError('USER.EXTERNAL_ID_MISMATCH');
  if (identity.email !== undefined && identity.email.toLowerCase() !== body.email.toLowerCase()) {
    throw new AppError('REQUEST.INVALID', { email: EMAIL_MISMATCH_MESSAGE });
  }
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.externalId, identity.uid));
      if (existing) throw new AppError('USER.ALREADY_EXISTS');
      const [user] = await tx
        .insert(users)
        .values({
          externalId: identity.uid,
          type: body.type,
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          image: body.image ?? null,
          companyName: body.company_name ?? null,
          website: body.website ?? null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('createUser: the user row was not returned');
      if (body.type === 'creator') await createCreatorCard(tx, user.id, body.name);
      return await loadUserWire(tx, user.id);
    });
  } catch (error) {
    // Two sign-up calls at once: the second insert meets the first's row.
    if (uniqueViolationOf(error) === 'users_external_id_key') throw new AppError('USER.ALREADY_EXISTS');
    throw error;
  }
}
