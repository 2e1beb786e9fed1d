import type { Browser, Page } from '@playwright/test';

/** Who is signed in: a saved state file (support/demo-accounts.ts), or nobody. */
export type SignedIn = string | { readonly cookies: []; readonly origins: [] };

/** Nobody signed in. */
export const SIGNED_OUT: SignedIn = { cookies: [], origins: [] };

/**
 * A page in a browser context of its own: another person, on another device. Inside a test,
 * Playwright gives a context made with `browser.newContext` the project's own options (address,
 * size, touch, pixel ratio, language, time zone) unless they are named, so only who is signed in
 * is said here; a state not named would be the project's (the demo brand).
 */
export async function personPage(browser: Browser, signedIn: SignedIn): Promise<Page> {
  const context = await browser.newContext({ storageState: signedIn });
  return context.newPage();
}
