/**
 * Whether the identity provider holds a password sign-in for the account of `uid` (a Google-only
 * account has none until it creates one). Answers `false` for a uid the provider does not know;
 * throws `AppError('SERVICE_UNAVAILABLE')` when the provider cannot be asked.
 */
export type PasswordSignInPort = (uid: string) => Promise<boolean>;
