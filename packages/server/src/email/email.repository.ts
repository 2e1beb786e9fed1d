import type { EmailKind } from '@publi/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { emailOptOuts, users } from '../db/schema.js';
import type { UnsubscribableKind } from './unsubscribe-token.js';

/** Whom an unsubscribe link names, as far as the link's page needs: the address, and whether the account was deleted. */
export interface UnsubscribeRecipient {
  readonly email: string;
  readonly deleted: boolean;
}

/** Which kinds of e-mail each person turned off (`email_opt_outs`: a row per kind turned off). */
export class EmailRepository {
  constructor(private readonly db: Queryable) {}

  /** Those of `userIds` who turned `kind` off, in one query: the notifier asks this for every notice's recipients at once. */
  async optedOut(userIds: readonly number[], kind: EmailKind): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .select({ userId: emailOptOuts.userId })
      .from(emailOptOuts)
      .where(and(eq(emailOptOuts.kind, kind), inArray(emailOptOuts.userId, [...new Set(userIds)])));
    return new Set(rows.map((row) => row.userId));
  }

  /** The kinds `userId` turned off. */
  async optOutsOf(userId: number): Promise<Set<EmailKind>> {
    const rows = await this.db.select({ kind: emailOptOuts.kind }).from(emailOptOuts).where(eq(emailOptOuts.userId, userId));
    return new Set(rows.map((row) => row.kind));
  }

  /** Turns `kinds` off for `userId`; a kind already off stays as it was (its first date kept). */
  async turnOff(userId: number, kinds: readonly UnsubscribableKind[], at: Date): Promise<void> {
    if (kinds.length === 0) return;
    await this.db
      .insert(emailOptOuts)
      .values(kinds.map((kind) => ({ userId, kind, createdAt: at })))
      .onConflictDoNothing();
  }

  /** Turns `kinds` back on for `userId`. */
  async turnOn(userId: number, kinds: readonly EmailKind[]): Promise<void> {
    if (kinds.length === 0) return;
    await this.db.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), inArray(emailOptOuts.kind, [...kinds])));
  }

  /** The account an unsubscribe link names, or null when there is none with that id. */
  async recipient(userId: number): Promise<UnsubscribeRecipient | null> {
    const [row] = await this.db.select({ email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
    return row ? { email: row.email, deleted: row.deletedAt !== null } : null;
  }
}
