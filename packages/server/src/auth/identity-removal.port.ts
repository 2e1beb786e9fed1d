/**
 * Removes the identity provider's account of `uid`, so nobody signs in with it again (account
 * deletion). Succeeds when the provider no longer knows `uid`, so a retry after a partial failure
 * is safe; throws `AppError('SERVICE_UNAVAILABLE')` when the provider cannot be asked.
 */
export type IdentityRemovalPort = (uid: string) => Promise<void>;
