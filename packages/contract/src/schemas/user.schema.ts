import { z } from 'zod';
import { addressSchema } from './address.schema.js';
import { categoryRefSchema, wireDateTime, wireId } from './wire-values.schema.js';

/** Account types on the wire (ARCHITECTURE.md): a creator, a brand (the spec's "user") or a creator agent. */
export const ACCOUNT_TYPES = ['creator', 'brand', 'agent'] as const;

/** One of {@link ACCOUNT_TYPES}. */
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * An account as the users routes answer it. `external_id` is the identity provider's user
 * id (the client's `user_id`); `type` is `null` until the sign-up chose one; every optional
 * field is `null` when not set, never missing, so clients need not tell the two apart.
 */
export const userSchema = z.object({
  id: wireId,
  external_id: z.string(),
  type: z.enum(ACCOUNT_TYPES).nullable(),
  name: z.string(),
  email: z.string(),
  /** Whether the person confirmed `email` through the identity provider's link; e-mails are sent only to a confirmed address. */
  email_verified: z.boolean(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  mini_bio: z.string().nullable(),
  company_name: z.string().nullable(),
  /** A brand's CNPJ, 14 digits (receipts later name it), or null. */
  cnpj: z.string().nullable(),
  /** A brand's razão social, or null. */
  legal_name: z.string().nullable(),
  website: z.string().nullable(),
  active: z.boolean(),
  address: addressSchema.nullable(),
  categories: z.array(categoryRefSchema),
  created_at: wireDateTime,
});

/** @see userSchema */
export type UserWire = z.infer<typeof userSchema>;

/**
 * The caller's own account as `GET /account/user` answers it at startup: the account, and
 * `has_password`, whether the identity provider holds a password sign-in for it (a Google-only
 * account has none until it creates one). Profile completion counts "Senha" from it. Only the
 * owner's own answer carries it (and `email_refused_at`); public creator data never does.
 */
export const ownUserSchema = userSchema.extend({
  has_password: z.boolean(),
  /** When the mail server refused `email` at the last send (the address does not exist, the mailbox is closed), or null: the site asks the person to check it. Cleared by a new address or its confirmation. */
  email_refused_at: wireDateTime.nullable(),
});

/** @see ownUserSchema */
export type OwnUserWire = z.infer<typeof ownUserSchema>;

/** `POST /account/user/desactive`'s answer. */
export const deactivatedUserSchema = z.object({ active: z.literal(false) });

/** @see deactivatedUserSchema */
export type DeactivatedUserWire = z.infer<typeof deactivatedUserSchema>;

/** `GET /account/user/email`'s answer. */
export const userEmailSchema = z.object({ email: z.string() });

/** @see userEmailSchema */
export type UserEmailWire = z.infer<typeof userEmailSchema>;
