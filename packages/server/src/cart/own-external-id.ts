import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import { AppError } from '../errors/app-error.js';

/**
 * The account a cart call acts on: always the caller's. A `user_id` in the body (the spec's
 * clients send one) must name the caller, so nobody reads or changes another person's cart.
 *
 * @throws AppError `USER.EXTERNAL_ID_MISMATCH` (403) when `userId` names someone else.
 */
export function ownExternalId({ uid }: VerifiedIdentity, userId: string | undefined): string {
  if (userId !== undefined && userId !== uid) throw new AppError('USER.EXTERNAL_ID_MISMATCH');
  return uid;
}
