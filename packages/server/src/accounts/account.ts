import type { users } from '../db/schema.js';

// NewAccount and ProfileChanges twin @publi/application's NewUser and ProfileChanges: the server's
// are the stored columns (`null` where the app leaves a field out), and the server may not import the application.

/** An account as stored: brand, creator or agent, with its profile and address. */
export type Account = typeof users.$inferSelect;

/** An account and the categories it chose, by name: what the users routes answer. */
export interface AccountView {
  readonly account: Account;
  readonly categories: readonly { readonly id: number; readonly name: string }[];
}

/** The caller's own account as startup reads it: the view, and whether it has a password sign-in. */
export interface OwnAccountView extends AccountView {
  readonly hasPassword: boolean;
}

/** The fields a new account starts with. */
export interface NewAccount {
  readonly externalId: string;
  readonly type: 'creator' | 'brand' | 'agent';
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly image: string | null;
  readonly companyName: string | null;
  readonly website: string | null;
  /** The privacy policy version accepted at sign-up; stored with the time of the sign-up. */
  readonly privacyConsentVersion: string;
}

/** Columns of an account a profile change may set; an absent key is left as it is. */
export type AccountChanges = Partial<
  Pick<
    Account,
    | 'name' | 'phone' | 'image' | 'miniBio' | 'companyName' | 'cnpj' | 'legalName' | 'website'
    | 'postalCode' | 'street' | 'streetNumber' | 'complement' | 'neighborhood' | 'city' | 'state'
  >
>;

/** Profile columns a person edits; absent leaves a field, `null` clears it. */
export type ProfileChanges = Pick<AccountChanges, 'name' | 'phone' | 'image' | 'miniBio' | 'companyName' | 'cnpj' | 'legalName' | 'website'>;
