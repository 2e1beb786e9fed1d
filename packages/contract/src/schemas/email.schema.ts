import { z } from 'zod';
import { strictRequest } from './strict-request.schema.js';
import { wireDateTime, wireId } from './wire-values.schema.js';

/**
 * What a person may get by e-mail, each a switch at `/perfil/notificacoes`. Each groups the
 * notification kinds a person away from the site needs to hear of (chat messages never mail:
 * the site shows them live). `security` (a new sign-in, a changed password or bank data) cannot
 * be turned off.
 */
export const EMAIL_KINDS = ['proposal', 'counter_offer', 'answered', 'paid', 'delivered', 'changes_requested', 'approval', 'payout', 'security'] as const;

/** One of {@link EMAIL_KINDS}. */
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The kinds no one may turn off. */
export const LOCKED_EMAIL_KINDS: readonly EmailKind[] = ['security'];

/** One switch: whether `kind` arrives by e-mail, and whether it may be turned off at all. */
export const emailPreferenceSchema = z.object({ kind: z.enum(EMAIL_KINDS), email: z.boolean(), locked: z.boolean() });

/** `GET` and `PUT /account/user/email-preferences`' answer: every kind, in {@link EMAIL_KINDS}' order. */
export const emailPreferencesSchema = z.object({ preferences: z.array(emailPreferenceSchema) });

/** @see emailPreferencesSchema */
export type EmailPreferencesWire = z.infer<typeof emailPreferencesSchema>;

/** `PUT /account/user/email-preferences`: the switches to change (kinds left out keep theirs). */
export const emailPreferencesBodySchema = strictRequest({
  preferences: z
    .array(strictRequest({ kind: z.enum(EMAIL_KINDS, { error: 'Escolha um tipo de e-mail da lista.' }), email: z.boolean({ error: 'Diga se quer ou não receber este e-mail.' }) }))
    .max(EMAIL_KINDS.length, { error: 'Envie cada tipo de e-mail uma vez.' }),
});

/** @see emailPreferencesBodySchema */
export type EmailPreferencesBodyWire = z.infer<typeof emailPreferencesBodySchema>;

/** `?token=` of the one-click unsubscribe: signed by the server, it names one person and one kind. */
export const unsubscribeQuerySchema = strictRequest({
  token: z.string({ error: 'O link de descadastro está incompleto.' }).min(1, { error: 'O link de descadastro está incompleto.' }).max(300, { error: 'O link de descadastro está incompleto.' }),
});

/** What an unsubscribe link turns off: the kind, and the address it was sent to (partly hidden). */
export const unsubscribeSchema = z.object({ kind: z.enum(EMAIL_KINDS), email_hint: z.string(), email: z.boolean() });

/** @see unsubscribeSchema */
export type UnsubscribeWire = z.infer<typeof unsubscribeSchema>;

/** An e-mail as the demo's catcher kept it (`/demo/emails`), both parts and the headers that matter. */
export const demoEmailSchema = z.object({
  id: wireId,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The one-click unsubscribe address (`List-Unsubscribe`), or null for e-mails that cannot be turned off. */
  unsubscribe_url: z.string().nullable(),
  created_at: wireDateTime,
});

/** @see demoEmailSchema */
export type DemoEmailWire = z.infer<typeof demoEmailSchema>;
