import { EMAIL_KINDS, LOCKED_EMAIL_KINDS, type EmailKind } from '@publi/contract';
import { findUser } from '../accounts/find-user.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { ClockPort } from '../ports/clock.port.js';
import { DEMO_EMAIL_SETUP, type EmailSetup } from './email-setup.js';
import { EmailRepository } from './email.repository.js';
import { maskedAddress } from './masked-address.js';
import { readUnsubscribeToken, type UnsubscribableKind, type UnsubscribeClaim } from './unsubscribe-token.js';

/** One switch of `/perfil/notificacoes`. */
export interface EmailPreference {
  readonly kind: EmailKind;
  readonly email: boolean;
  readonly locked: boolean;
}

/** What an unsubscribe link names: its kind, the address partly hidden, and whether that kind still arrives. */
export interface UnsubscribeView {
  readonly kind: UnsubscribableKind;
  readonly emailHint: string;
  readonly email: boolean;
}

/** What the preferences need: the database, the clock that dates an opt-out, and the key that signs the links. */
export interface EmailDeps {
  readonly db: Database;
  readonly clock: ClockPort;
  /** `DEMO_EMAIL_SETUP` unless stated. */
  readonly email?: EmailSetup;
}

const isLocked = (kind: EmailKind) => LOCKED_EMAIL_KINDS.includes(kind);

/** Which e-mails a person gets: their own switches, signed in, and the one-click unsubscribe, signed out. */
export class EmailService {
  constructor(private readonly deps: EmailDeps) {}

  /** Every kind, in `EMAIL_KINDS`' order, on unless its owner turned it off. A deactivated account still reads and sets its own. */
  async preferences(externalId: string): Promise<EmailPreference[]> {
    const caller = await findUser(this.deps.db, externalId);
    return preferencesFrom(await new EmailRepository(this.deps.db).optOutsOf(caller.id));
  }

  /**
   * Sets the switches named in `changes` (the last word on a kind named twice counts); the
   * others keep theirs. Security can be named only as on.
   *
   * @throws AppError `EMAIL.SECURITY_LOCKED` when a change turns security off: nothing is written then.
   */
  async updatePreferences(externalId: string, changes: ReadonlyMap<EmailKind, boolean>): Promise<EmailPreference[]> {
    if ([...changes].some(([kind, email]) => isLocked(kind) && !email)) throw new AppError('EMAIL.SECURITY_LOCKED');
    const caller = await findUser(this.deps.db, externalId);
    const off = [...changes].filter(([kind, email]) => !email && !isLocked(kind)).map(([kind]) => kind as UnsubscribableKind);
    const on = [...changes].filter(([, email]) => email).map(([kind]) => kind);
    return this.deps.db.transaction(async (tx) => {
      const repository = new EmailRepository(tx);
      await repository.turnOff(caller.id, off, this.deps.clock.now());
      await repository.turnOn(caller.id, on);
      return preferencesFrom(await repository.optOutsOf(caller.id));
    });
  }

  /**
   * What `token` would turn off, changing nothing (the page that asks for the confirmation).
   *
   * @throws AppError `EMAIL.UNSUBSCRIBE_INVALID` for a token this server did not sign, or whose account is gone.
   */
  async readUnsubscribe(token: string): Promise<UnsubscribeView> {
    const { claim, emailHint } = await this.recipientOf(token);
    const off = await new EmailRepository(this.deps.db).optedOut([claim.userId], claim.kind);
    return { kind: claim.kind, emailHint, email: !off.has(claim.userId) };
  }

  /**
   * Turns the token's kind off for its person, signed out (RFC 8058's one click). Doing it again
   * answers the same.
   *
   * @throws AppError `EMAIL.UNSUBSCRIBE_INVALID` as {@link readUnsubscribe}.
   */
  async unsubscribe(token: string): Promise<UnsubscribeView> {
    const { claim, emailHint } = await this.recipientOf(token);
    await new EmailRepository(this.deps.db).turnOff(claim.userId, [claim.kind], this.deps.clock.now());
    return { kind: claim.kind, emailHint, email: false };
  }

  // A forged token and a deleted account answer alike: the link says nothing of whom it named.
  private async recipientOf(token: string): Promise<{ claim: UnsubscribeClaim; emailHint: string }> {
    const claim = readUnsubscribeToken((this.deps.email ?? DEMO_EMAIL_SETUP).linkSecret, token);
    const recipient = claim === null ? null : await new EmailRepository(this.deps.db).recipient(claim.userId);
    if (claim === null || recipient === null || recipient.deleted) throw new AppError('EMAIL.UNSUBSCRIBE_INVALID');
    return { claim, emailHint: maskedAddress(recipient.email) };
  }
}

function preferencesFrom(optOuts: ReadonlySet<EmailKind>): EmailPreference[] {
  return EMAIL_KINDS.map((kind) => ({ kind, email: !optOuts.has(kind), locked: isLocked(kind) }));
}
