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
 * Why a token was not accepted: it is expired or invalid (a 401), or the identity service
 * could not be asked (a 503: nothing is known about the person, so they stay signed in).
 */
export type TokenRejection = 'expired' | 'invalid' | 'unavailable';

/** Checks an identity token; never throws for a bad token, only answers why it is refused. */
export interface TokenVerifierPort {
  verify(token: string): Promise<VerifiedIdentity | TokenRejection>;
}
