/**
 * A text field of the profile as it arrives: `null`, `undefined` and blank
 * strings all mean "not set", because the server sends any of the three.
 */
export type OptionalText = string | null | undefined;

/**
 * One of the creator's social network entries. Only `name` is always there;
 * the rest is filled as the creator connects the network.
 */
export interface SocialNetworkEntry {
  /** The network's name, such as 'instagram' or 'tiktok' (any case). */
  readonly name: string;
  /** The creator's handle on the network. */
  readonly username?: OptionalText;
  /** A link to the creator's page on the network. */
  readonly link?: OptionalText;
  /** Follower count, when known. */
  readonly followers?: number | null | undefined;
  /** Engagement, in percent 0-100, when known. */
  readonly engagement?: number | null | undefined;
}

/** A price in integer centavos; 0, `null` and `undefined` all mean "not set". */
export type OptionalCentavos = number | null | undefined;

/**
 * The creator's job prices in integer centavos (R$ 150,00 is 15000). 0 means the creator
 * has not set that price, as '0.00' does on the wire: the HTTP adapter converts one to the other.
 */
export interface CreatorPrices {
  /** Price of a set of stories, in centavos. */
  readonly stories?: OptionalCentavos;
  /** Price of a feed post, in centavos. */
  readonly feed?: OptionalCentavos;
  /** Price of a TikTok video, in centavos. */
  readonly tiktok?: OptionalCentavos;
}

/** The account where the creator is paid. */
export interface CreatorBankData {
  /** Account number. */
  readonly account?: OptionalText;
  /** Branch (agência) number. */
  readonly agency?: OptionalText;
  /** The bank's code, such as '341'. */
  readonly bankCode?: OptionalText;
  /** Name of the account's owner. */
  readonly ownerName?: OptionalText;
}

/** A category the creator works in; only its id matters here. */
export interface CreatorCategoryRef {
  /** The category's id. */
  readonly id: number;
}

/**
 * What profile completion reads from a creator. Every field is optional so that a
 * profile still being loaded, or a brand-new empty one, can be passed as it is.
 */
export interface CreatorProfile {
  /** A short text about the creator. */
  readonly miniBio?: OptionalText;
  /** The profile picture's URL; the placeholder image counts as no picture. */
  readonly image?: OptionalText;
  /** The creator's name. */
  readonly name?: OptionalText;
  /** The creator's e-mail. */
  readonly email?: OptionalText;
  /** Whether the account has a password; only `true` counts. */
  readonly hasPassword?: boolean | null | undefined;
  /** The creator's state (UF) or region. */
  readonly state?: OptionalText;
  /** The creator's city. */
  readonly city?: OptionalText;
  /** The creator's phone. */
  readonly phone?: OptionalText;
  /** Connected social networks, in any order. */
  readonly socialNetworks?: readonly SocialNetworkEntry[] | null | undefined;
  /** Job prices. */
  readonly prices?: CreatorPrices | null | undefined;
  /** Bank account; `null` when the creator has none yet. */
  readonly bank?: CreatorBankData | null | undefined;
  /** Categories the creator works in, in any order. */
  readonly categories?: readonly CreatorCategoryRef[] | null | undefined;
}
