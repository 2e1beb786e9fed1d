import { findUser } from '../accounts/find-user.js';
import type { Database } from '../db/database.js';
import { EmailDemoMailboxRepository, type CaughtEmail } from './email-demo-mailbox.repository.js';

/** Most messages `/demo/emails` shows: the newest. */
const DEMO_MAILBOX_PAGE = 50;

/**
 * The demo's mailbox as its people read it: each sees the messages to the address of their own
 * account, never anyone else's (a demo's visitors use real addresses too).
 */
export class EmailDemoMailboxService {
  constructor(private readonly deps: { readonly db: Database }) {}

  async forCaller(externalId: string): Promise<CaughtEmail[]> {
    const caller = await findUser(this.deps.db, externalId);
    if (caller.email === '') return [];
    return new EmailDemoMailboxRepository(this.deps.db).to(caller.email, DEMO_MAILBOX_PAGE);
  }
}
