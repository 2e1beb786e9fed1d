/** Account types (ARCHITECTURE.md): a creator, a brand (the spec's "user") or a creator agent. */
export type AccountType = 'creator' | 'brand' | 'agent';

/** A category as users, creators and search results name it. */
export interface CategoryRef {
  /** The category's id. */
  readonly id: number;
  /** Its pt-BR name. */
  readonly name: string;
}

/** A postal address; what was not given is `null`. */
export interface Address {
  /** The CEP, 8 digits. */
  readonly postalCode: string;
  /** Street name. */
  readonly street: string | null;
  /** House number. */
  readonly number: string | null;
  /** Complement (apartment, block). */
  readonly complement: string | null;
  /** Neighbourhood (bairro). */
  readonly neighborhood: string | null;
  /** City name. */
  readonly city: string;
  /** State sigla, such as 'PE'. */
  readonly state: string;
}

/** An address as a form sends it: only the CEP, city and state are required. */
export interface AddressInput {
  /** The CEP in any usual notation; the server keeps its 8 digits. */
  readonly postalCode: string;
  /** Street name. */
  readonly street?: string;
  /** House number. */
  readonly number?: string;
  /** Complement. */
  readonly complement?: string;
  /** Neighbourhood. */
  readonly neighborhood?: string;
  /** City name. */
  readonly city: string;
  /** State sigla. */
  readonly state: string;
}

/** A Publi account. `externalId` is the identity provider's user id (the token's `user_id`). */
export interface User {
  /** Publi's numeric id. */
  readonly id: number;
  /** The identity provider's id. */
  readonly externalId: string;
  /** `null` until sign-up chose one. */
  readonly type: AccountType | null;
  /** Display name. */
  readonly name: string;
  /** E-mail. */
  readonly email: string;
  /** Whether the person confirmed `email` by the provider's link: Publi e-mails only a confirmed address. */
  readonly emailVerified: boolean;
  /** Phone, or `null`. */
  readonly phone: string | null;
  /** Picture URL, or `null`. */
  readonly image: string | null;
  /** Short bio, or `null`. */
  readonly miniBio: string | null;
  /** Company name (brands), or `null`. */
  readonly companyName: string | null;
  /** A brand's CNPJ, 14 digits, or `null`. */
  readonly cnpj: string | null;
  /** A brand's razão social, or `null`. */
  readonly legalName: string | null;
  /** Website, or `null`. */
  readonly website: string | null;
  /** `false` once deactivated. */
  readonly active: boolean;
  /** Address, or `null`. */
  readonly address: Address | null;
  /** Categories the account picked. */
  readonly categories: readonly CategoryRef[];
  /** When the account was created, ISO 8601. */
  readonly createdAt: string;
}

/**
 * The signed-in person's own account as startup reads it: the {@link User}, and whether the
 * identity provider holds a password sign-in for it. A Google-only account has none until it
 * creates one; profile completion counts "Senha" from this.
 */
export interface OwnUser extends User {
  /** `true` once the account can sign in with e-mail and password. */
  readonly hasPassword: boolean;
  /** When the mail server last refused `email` (ISO instant), or `null`: the site then asks the person to check it. */
  readonly emailRefusedAt: string | null;
}

/** What `AccountPort.createUser` needs, right after signing in with the identity provider. */
export interface NewUser {
  /** The identity provider's id. */
  readonly externalId: string;
  /** The chosen account type. */
  readonly type: AccountType;
  /** Display name. */
  readonly name: string;
  /** E-mail. */
  readonly email: string;
  /** Phone. */
  readonly phone?: string;
  /** Picture URL. */
  readonly image?: string;
  /** Company name (brands). */
  readonly companyName?: string;
  /** Website. */
  readonly website?: string;
  /** The privacy policy version the person read and accepted (LGPD consent, kept with its time). */
  readonly privacyPolicyVersion: string;
}

/** Profile fields a person edits; a left-out field is unchanged, `null` clears it. */
export interface ProfileChanges {
  /** Display name (never cleared). */
  readonly name?: string;
  /** Phone. */
  readonly phone?: string | null;
  /** Picture URL. */
  readonly image?: string | null;
  /** Short bio. */
  readonly miniBio?: string | null;
  /** Company name. */
  readonly companyName?: string | null;
  /** A brand's CNPJ, with or without punctuation. */
  readonly cnpj?: string | null;
  /** A brand's razão social. */
  readonly legalName?: string | null;
  /** Website. */
  readonly website?: string | null;
}

/** The sign-up's profile step, saved at once (`POST /users/save-user-info`). */
export interface UserInfo {
  /** Display name. */
  readonly name?: string;
  /** Phone. */
  readonly phone?: string | null;
  /** Picture URL. */
  readonly image?: string | null;
  /** Address. */
  readonly address?: AddressInput;
  /** Category ids, replacing the old ones. */
  readonly categoryIds?: readonly number[];
}
