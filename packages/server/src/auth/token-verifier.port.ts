/** Who a verified token belongs to. `uid` is the identity provider's user id (our `external_id`). */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email?: string;
}

/** Why a token was refused. */
export type TokenRejection = 'expired' | 'invalid';

/** Checks an identity token; never throws for a bad token, only answers why it is refused. */
export interface TokenVerifierPort {
  verify(token: string): Promise<VerifiedIdentity | TokenRejection>;
}
