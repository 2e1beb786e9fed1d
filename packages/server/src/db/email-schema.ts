import type { EmailKind } from '@publi/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core-schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Where an e-mail is: waiting for its job, accepted by the mail server, refused by it (the address), or given up after its retries. */
export type OutgoingEmailStatus = 'pending' | 'sent' | 'refused' | 'failed';

/**
 * The kinds of e-mail a person turned off at `/perfil/notificacoes` or with an e-mail's one-click
 * unsubscribe: a row per kind turned off, so a kind added later arrives until its owner says no.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailKind>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] }), check('email_opt_outs_not_security', sql`${table.kind} <> 'security'`)],
);

/**
 * Every e-mail Publi sends, written in the transaction of what it tells (a rolled-back change
 * sends nothing), rendered then, and sent by a job of the queue after the commit. Its status says
 * how the send went; the mail server's refusal of the address also marks the account.
 */
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    kind: text('kind').$type<EmailKind>().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The one-click unsubscribe address (`List-Unsubscribe`), null for security e-mails. */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status').$type<OutgoingEmailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  (table) => [index('outgoing_emails_pending').on(table.createdAt).where(sql`${table.status} = 'pending'`), check('outgoing_emails_status', sql`${table.status} IN ('pending', 'sent', 'refused', 'failed')`)],
);

/**
 * The demo's mail catcher (`PUBLI_MODE=demo`): each message the SMTP server would have received,
 * as it was sent, shown to its recipient at `/demo/emails`. Production never writes here.
 */
export const demoMailbox = pgTable(
  'demo_mailbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    unsubscribeUrl: text('unsubscribe_url'),
    /** The `Message-ID` it carried: one per outgoing e-mail, so a send retried after a crash is kept once. */
    messageId: text('message_id').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('demo_mailbox_to').on(sql`lower(${table.toAddress})`, table.id)],
);
