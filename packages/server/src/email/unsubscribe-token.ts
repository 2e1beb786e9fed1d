import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS, LOCKED_EMAIL_KINDS, type EmailKind } from '@publi/contract';
import type { EmailSetup } from './email-setup.js';

/** The kinds an e-mail's link may turn off: every one but security. */
export type UnsubscribableKind = Exclude<EmailKind, 'security'>;

/** What a valid unsubscribe token names. */
export interface UnsubscribeClaim {
  readonly userId: number;
  readonly kind: UnsubscribableKind;
}

/** The API's path of the one-click unsubscribe (the API is served under `/api`, beside the web app). */
export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

/** The web's page that shows what a link turns off and asks for the click (`readUnsubscribe`, then `unsubscribe`). */
export const UNSUBSCRIBE_PAGE_PATH = '/email/descadastrar';

// Keys the MAC to its purpose, so a signature made with the same secret for anything else never reads as an unsubscribe.
const PURPOSE = 'publi-unsubscribe-v1';
const TOKEN_SHAPE = /^([1-9][0-9]{0,14})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/;

const isUnsubscribable = (kind: string): kind is UnsubscribableKind =>
  (EMAIL_KINDS as readonly string[]).includes(kind) && !(LOCKED_EMAIL_KINDS as readonly string[]).includes(kind);

function signature(secret: string, userId: number, kind: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${String(userId)}\n${kind}`).digest('base64url');
}

/**
 * A token naming one person and one kind, `<user id>.<kind>.<HMAC-SHA256, base64url>`: under 80
 * characters, URL-safe as is, and with no expiry (RFC 8058 asks for links that keep working; a
 * changed `EMAIL_LINK_SECRET` ends them all).
 *
 * @throws Error for a kind no one may turn off: a security e-mail carries no unsubscribe.
 */
export function unsubscribeToken(secret: string, userId: number, kind: UnsubscribableKind): string {
  if (!isUnsubscribable(kind) || !Number.isSafeInteger(userId) || userId < 1) throw new Error(`no unsubscribe token for ${kind} of user ${String(userId)}`);
  return `${String(userId)}.${kind}.${signature(secret, userId, kind)}`;
}

/**
 * The one-click unsubscribe address of an e-mail of `kind` to `userId`: its `List-Unsubscribe`,
 * which mail clients POST to (RFC 8058). A GET of it answers JSON and changes nothing.
 */
export function unsubscribeUrl(setup: EmailSetup, userId: number, kind: UnsubscribableKind): string {
  return `${setup.publicUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(setup.linkSecret, userId, kind)}`;
}

/**
 * The same token on the web's page, for the link a person clicks in the e-mail's footer: a
 * browser opening the API's address would show JSON, and a link only read (by a mail scanner
 * too) must not unsubscribe, so the page asks for the click.
 */
export function unsubscribePageUrl(setup: EmailSetup, userId: number, kind: UnsubscribableKind): string {
  return `${setup.publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${unsubscribeToken(setup.linkSecret, userId, kind)}`;
}

/**
 * Who and what `token` names, or null for anything this server did not sign: a changed
 * character, another secret's token, a kind that cannot be turned off. The whole token is
 * compared with the one this server would sign for its claim, in constant time, so no
 * variant spelling of a valid token (a padded id, an equivalent base64 ending) passes.
 */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const match = TOKEN_SHAPE.exec(token);
  const [, id, kind] = match ?? [];
  if (id === undefined || kind === undefined || !isUnsubscribable(kind)) return null;
  const userId = Number(id);
  if (!Number.isSafeInteger(userId)) return null;
  const expected = Buffer.from(unsubscribeToken(secret, userId, kind));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
}
