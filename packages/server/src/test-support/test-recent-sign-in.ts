/**
 * The recent-sign-in window of the test apps: a year, so the suites whose clocks jump days
 * ahead (offers expiring, deliveries approved) still pay and ask for payouts with the token
 * of their sign-up. The window itself is shown by `routes/recent-sign-in.int.spec.ts`, which
 * states its own.
 */
export const TEST_RECENT_SIGN_IN_MINUTES = 365 * 24 * 60;
