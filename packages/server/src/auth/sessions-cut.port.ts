/**
 * When the identity provider last cut the account's sessions, which it does when the password is
 * changed or reset (Firebase's `tokensValidAfterTime`); null for a uid it does not know. Throws
 * `AppError('SERVICE_UNAVAILABLE')` when the provider cannot be asked.
 */
export type SessionsCutPort = (uid: string) => Promise<Date | null>;
