import { ApplicationError } from '../errors/application-error.js';
import { EMAIL_KINDS, type DemoEmail, type EmailKind, type EmailPreference, type EmailPreferenceChange, type UnsubscribeLink } from '../model/email.model.js';
import type { EmailPort } from '../ports/email.port.js';
import type { InMemorySession } from './in-memory-session.js';

/** Whose address an unsubscribe link names, as the in-memory accounts hold it. */
export interface InMemoryEmailAccounts {
  peek(externalId: string): { readonly email: string } | undefined;
}

const LOCKED: readonly EmailKind[] = ['security'];

/**
 * {@link EmailPort} in memory, acting as the server does: each person's switches (every kind on
 * at first, `security` locked on), unsubscribe tokens a test issues as the server's e-mails
 * would carry them, a demo mailbox a test fills, and a refusal a test may queue.
 */
export class InMemoryEmailAdapter implements EmailPort {
  private readonly turnedOff = new Map<string, Set<EmailKind>>();
  private readonly tokens = new Map<string, { readonly externalId: string; readonly kind: EmailKind }>();
  private readonly mailboxes = new Map<string, DemoEmail[]>();
  private refusals: Error[] = [];
  /** The changes asked for, in order, as sent. */
  readonly updates: (readonly EmailPreferenceChange[])[] = [];

  /** @param session - who is signed in. @param accounts - the addresses the links hint at. */
  constructor(
    private readonly session: InMemorySession,
    private readonly accounts: InMemoryEmailAccounts,
  ) {}

  /** Test hook: the next call fails with `error` (a dropped connection, production mode). */
  refuseNext(error: Error): void {
    this.refusals.push(error);
  }

  /** Test hook: the unsubscribe token an e-mail of `kind` to `externalId` would carry. */
  issueUnsubscribeToken(externalId: string, kind: EmailKind): string {
    const token = `descadastro-${String(this.tokens.size + 1)}`;
    this.tokens.set(token, { externalId, kind });
    return token;
  }

  /** Test hook: the demo's catcher kept `email` for `externalId` (the newest). */
  deliver(externalId: string, email: Omit<DemoEmail, 'id'>): void {
    const box = this.mailboxes.get(externalId) ?? [];
    const id = [...this.mailboxes.values()].reduce((count, mails) => count + mails.length, 0) + 1;
    box.unshift({ ...email, id });
    this.mailboxes.set(externalId, box);
  }

  /** The caller's switches; `USER.NOT_FOUND` without an account. */
  getPreferences(): Promise<readonly EmailPreference[]> {
    return this.attempt(() => this.preferencesOf(this.session.requireUserId()));
  }

  /** Changes the caller's switches given; `EMAIL.SECURITY_LOCKED` for turning security off. */
  updatePreferences(changes: readonly EmailPreferenceChange[]): Promise<readonly EmailPreference[]> {
    this.updates.push(changes);
    return this.attempt(() => {
      const me = this.session.requireUserId();
      if (changes.some((change) => LOCKED.includes(change.kind) && !change.email)) throw new ApplicationError('EMAIL.SECURITY_LOCKED');
      const off = this.offOf(me);
      for (const change of changes) {
        if (change.email) off.delete(change.kind);
        else off.add(change.kind);
      }
      return this.preferencesOf(me);
    });
  }

  /** What `token` turns off, signed in or not; `EMAIL.UNSUBSCRIBE_INVALID` for a token it never issued. */
  readUnsubscribe(token: string): Promise<UnsubscribeLink> {
    return this.attempt(() => this.linkOf(token));
  }

  /** Turns off the kind `token` names (never security). */
  unsubscribe(token: string): Promise<UnsubscribeLink> {
    return this.attempt(() => {
      const { externalId, kind } = this.ownerOf(token);
      if (!LOCKED.includes(kind)) this.offOf(externalId).add(kind);
      return this.linkOf(token);
    });
  }

  /** The caller's demo mail, newest first. */
  listDemoEmails(): Promise<readonly DemoEmail[]> {
    return this.attempt(() => [...(this.mailboxes.get(this.session.requireUserId()) ?? [])]);
  }

  private attempt<T>(work: () => T): Promise<T> {
    const refusal = this.refusals.shift();
    if (refusal !== undefined) return Promise.reject(refusal);
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private offOf(externalId: string): Set<EmailKind> {
    const off = this.turnedOff.get(externalId) ?? new Set<EmailKind>();
    this.turnedOff.set(externalId, off);
    return off;
  }

  private preferencesOf(externalId: string): readonly EmailPreference[] {
    if (this.accounts.peek(externalId) === undefined) throw new ApplicationError('USER.NOT_FOUND');
    const off = this.offOf(externalId);
    return EMAIL_KINDS.map((kind) => ({ kind, email: !off.has(kind), locked: LOCKED.includes(kind) }));
  }

  private ownerOf(token: string): { readonly externalId: string; readonly kind: EmailKind } {
    const owner = this.tokens.get(token);
    if (owner === undefined || this.accounts.peek(owner.externalId) === undefined) throw new ApplicationError('EMAIL.UNSUBSCRIBE_INVALID');
    return owner;
  }

  private linkOf(token: string): UnsubscribeLink {
    const { externalId, kind } = this.ownerOf(token);
    const address = this.accounts.peek(externalId)?.email ?? '';
    return { kind, emailHint: hint(address), email: !this.offOf(externalId).has(kind) };
  }
}

// The address as a link may show it to whoever holds the e-mail: the first letter and the domain.
function hint(address: string): string {
  const at = address.indexOf('@');
  return at <= 0 ? '***' : `${address.slice(0, 1)}***${address.slice(at)}`;
}
