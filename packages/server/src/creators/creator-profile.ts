import type { PixKeyType } from '@publi/domain';

/**
 * A creator's profile in the server's own terms: names in English, money in integer
 * centavos, engagement in basis points (425 is 4.25%), `null` for what the creator did not
 * state. Services take and return these; only the route layer's mappers know the wire.
 */

/** One social network of an account. */
// Twin of @publi/application's `SocialNetwork`, in basis points and with the stored name as text: the wire mappers convert.
export interface SocialNetwork {
  readonly name: string;
  readonly username: string;
  readonly link: string | null;
  /** `null`: not stated (never read as 0). */
  readonly followers: number | null;
  /** Basis points, `null`: not stated. */
  readonly engagementBp: number | null;
}

/** An account's bank data and preferred Pix key, for its owner's eyes only. */
// Twin of @publi/application's `BankAccount` without `bankName`, which the wire mapper adds from the domain's list of banks.
export interface BankAccount {
  readonly accountType: 'corrente' | 'poupanca';
  readonly account: string;
  readonly agency: string;
  readonly bankCode: string;
  readonly ownerName: string;
  /** CPF or CNPJ, compact. */
  readonly ownerDocument: string;
  /** The Pix key in the DICT's canonical form, or `null`. */
  readonly pixKey: string | null;
  /** Derived from `pixKey` by the domain's `pixKeyInfo`; `null` exactly when `pixKey` is. */
  readonly pixKeyType: PixKeyType | null;
}

/** Bank data as a request gives it: the Pix key's type is derived, never taken. */
export type BankAccountInput = Omit<BankAccount, 'pixKeyType'>;

/** A creator's price per format in centavos; 0 means the format is not offered. */
// Twin of @publi/application's `JobPrices`: the server depends on the contract and the domain, never on the application.
export interface JobPrices {
  readonly stories: number;
  readonly feed: number;
  readonly tiktok: number;
}

/** `{ id, name }` of a category, as profiles and cards list them. */
// Twin of @publi/application's `CategoryRef`: the server depends on the contract and the domain, never on the application.
export interface CategoryRef {
  readonly id: number;
  readonly name: string;
}

/** A creator's public profile: only public columns, never e-mail, phone or bank data. */
// Twin of @publi/application's `CreatorDetails` in the database's terms (`state`, basis points, a count not stated is `null`): the wire mapper gives the application's shape.
export interface CreatorDetails {
  readonly id: number;
  readonly userId: number;
  readonly slug: string;
  readonly name: string;
  readonly image: string | null;
  readonly miniBio: string | null;
  readonly state: string | null;
  readonly city: string | null;
  readonly socialNetworks: readonly SocialNetwork[];
  readonly prices: JobPrices;
  readonly categories: readonly CategoryRef[];
  readonly badges: readonly { readonly id: number; readonly name: string; readonly icon: string }[];
  /** The sum of the stated follower counts, `null` when none is stated (the wire shows 0). */
  readonly followers: number | null;
  /** The follower-weighted mean of the stated engagements, `null` when none is stated. */
  readonly engagementBp: number | null;
  readonly creatorAgentId: number | null;
}

/** Which creator to load: a public one by card id or slug, or the caller's own by account id. */
export type CreatorLookup =
  | { readonly creatorId: number }
  | { readonly slug: string }
  | { readonly ownerUserId: number };
