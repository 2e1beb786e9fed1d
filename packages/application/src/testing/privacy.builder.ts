/**
 * A privacy policy version for tests of the in-memory world, which keeps whatever version it
 * is given (the real check, against the contract's `PRIVACY_POLICY_VERSION`, is the server's).
 */
export const POLICY_VERSION = '2026-11-26';
