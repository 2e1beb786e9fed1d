/** Who a verified token belongs to. `uid` is the identity provider's user id (our `external_id`). */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email?: string;
  /** Whether the provider verified `email` (the token's `email_verified`); only a verified e-mail may become the account's. */
  readonly emailVerified?: boolean;
  /** When the person last signed in with a credential (the token's `auth_time`); refreshed tokens keep it. */
  readonly authTime?: Date;
}

/**
 * Why a token was not accepted: it is expired or invalid (a 401), its sessions were revoked
 * or its account disabled at the provider, or the identity service could not be asked (a 503:
 * nothing is known about the person, so they stay signed in).
 */
export type TokenRejection = 'expired' | 'invalid' | 'revoked' | 'disabled' | 'unavailable';

/** How far to check a token. */
export interface VerifyOptions {
  /**
   * Ask the provider whether the account was disabled or its sessions revoked since the token
   * was issued (a network call), instead of trusting a genuine token until it expires.
   */
  readonly checkRevoked?: boolean;
}

/** Checks an identity token; never throws for a bad token, only answers why it is refused. */
export interface TokenVerifierPort {
  verify(token: string, options?: VerifyOptions): Promise<VerifiedIdentity | TokenRejection>;
}
