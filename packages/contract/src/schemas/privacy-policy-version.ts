// Free of zod: the web's sign-up and privacy pages read it without loading the schemas.
/**
 * The version of the privacy policy shown at `/privacidade`, the date it took effect
 * (yyyy-mm-dd). Sign-up sends the version the person accepted; the server refuses any other,
 * so a consent always names the text that was actually read. Change it whenever the policy's
 * text changes.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-26';
