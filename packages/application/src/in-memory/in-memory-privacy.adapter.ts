import { formatDate } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { DownloadedFile } from '../model/payment.model.js';
import type { User } from '../model/user.model.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { MyDataFormat, PrivacyPort } from '../ports/privacy.port.js';
import type { InMemorySession } from './in-memory-session.js';

/** Whose data the adapter hands out and deletes, when it plays the server rather than a stub. */
export interface InMemoryPrivacyOwner {
  readonly session: InMemorySession;
  readonly accounts: { peek(externalId: string): User | undefined; remove(externalId: string): void };
  readonly clock: ClockPort;
}

const MEDIA_TYPES: Record<MyDataFormat, string> = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' };

/**
 * {@link PrivacyPort} in memory: a small file per format, and a refusal a test may queue. Given
 * an `owner`, it acts as the server does for the signed-in person: their account in the file,
 * named with today's date, `USER.NOT_FOUND` without an account, and the account and its sign-in gone on deletion.
 */
export class InMemoryPrivacyAdapter implements PrivacyPort {
  /** @param owner - the session, accounts and clock to act on; a stub without. */
  constructor(private readonly owner?: InMemoryPrivacyOwner) {}

  /** The formats asked for, in order. */
  readonly requested: MyDataFormat[] = [];
  private refusals: Error[] = [];

  /** Test hook: the next call fails with `error` (an old sign-in, a dropped connection). */
  refuseNext(error: Error): void {
    this.refusals.push(error);
  }

  /** Whether the account was deleted. */
  deleted = false;

  /** The account is gone, or the queued refusal. */
  deleteMyAccount(): Promise<void> {
    const refusal = this.refusals.shift();
    if (refusal !== undefined) return Promise.reject(refusal);
    try {
      if (this.owner !== undefined) {
        const { externalId } = this.ownAccount(this.owner);
        this.owner.accounts.remove(externalId);
        // The server deletes the sign-in too, so the session's token stops working.
        this.owner.session.revoke(externalId);
      }
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    this.deleted = true;
    return Promise.resolve();
  }

  /** The file, or the queued refusal. */
  exportMyData(format: MyDataFormat): Promise<DownloadedFile> {
    this.requested.push(format);
    const refusal = this.refusals.shift();
    if (refusal !== undefined) return Promise.reject(refusal);
    if (this.owner !== undefined) {
      try {
        return Promise.resolve(this.ownFile(this.owner, format));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    // ASCII only, so each character is one byte without a text encoder (not every runtime of this package has one).
    const text = format === 'json' ? '{"secoes":{}}\n' : 'secao;registro;campo;valor\r\n';
    const bytes = Uint8Array.from(text, (character) => character.charCodeAt(0));
    return Promise.resolve({ fileName: `publi-meus-dados.${format}`, mediaType: MEDIA_TYPES[format], bytes });
  }

  private ownAccount(owner: InMemoryPrivacyOwner): User {
    const user = owner.accounts.peek(owner.session.requireUserId());
    if (user === undefined) throw new ApplicationError('USER.NOT_FOUND');
    return user;
  }

  // The account's section only, enough for a caller to find themselves in it.
  private ownFile(owner: InMemoryPrivacyOwner, format: MyDataFormat): DownloadedFile {
    const user = this.ownAccount(owner);
    const day = formatDate(new Date(owner.clock.nowSeconds() * 1000)).replaceAll('/', '-');
    const text = format === 'json' ? `${JSON.stringify({ secoes: { conta: [{ nome: user.name, email: user.email }] } })}\n` : `\uFEFFseção;registro;campo;valor\r\nconta;1;email;${user.email}\r\n`;
    return { fileName: `publi-meus-dados-${day}.${format}`, mediaType: MEDIA_TYPES[format], bytes: utf8(text) };
  }
}

// UTF-8 by hand: not every runtime of this package has a TextEncoder (no DOM or Node types here).
function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return Uint8Array.from(bytes);
}
