import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { AGENT_STATE_FILE, BRAND_STATE_FILE, CREATOR_STATE_FILE } from './demo-accounts.js';
import { SIGNED_OUT, type SignedIn } from './person-page.js';

/** Who looks at a page: nobody signed in, or one of the demo accounts. */
export type Account = 'visitor' | 'brand' | 'creator' | 'agent';

const STATES: Record<Account, SignedIn> = {
  visitor: SIGNED_OUT,
  brand: BRAND_STATE_FILE,
  creator: CREATOR_STATE_FILE,
  agent: AGENT_STATE_FILE,
};

/** Opens a new page as `account`; `ownContext` when the test changes the session itself (cookies, storage). */
export type PageAs = (account: Account, options?: { readonly ownContext?: boolean }) => Promise<Page>;

/**
 * Pages for tests that only look: each account's browser context is made once per worker and
 * every test gets a new page in it, closed when the test ends. A new context costs about 1.5 s
 * of the CI machine's 2 cores (the walk has about 50 stops per project, each with a page of its
 * own); a page in a kept context costs little, and is as fresh a document. What a context keeps
 * (cookies, local storage, the HTTP cache) is what a person's browser keeps between pages.
 *
 * A test that changes its session asks for `ownContext`, closed with the test. Playwright's
 * screenshot and trace on failure cover only its own `page` fixture, so a failing test gets a
 * screenshot of each of its pages attached here.
 */
export const test = base.extend<{ pageAs: PageAs }, { accountContexts: Map<Account, BrowserContext> }>({
  accountContexts: [
    // Playwright reads a fixture's dependencies from this pattern, so it stays even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const contexts = new Map<Account, BrowserContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  pageAs: async ({ browser, accountContexts }, use, testInfo) => {
    // Made inside a test, so with the project's own options (see support/person-page.ts).
    const contextFor = (account: Account) => browser.newContext({ storageState: STATES[account] });
    const pages: Page[] = [];
    const ownContexts: BrowserContext[] = [];
    await use(async (account, options) => {
      let context = options?.ownContext === true ? undefined : accountContexts.get(account);
      if (context === undefined) {
        context = await contextFor(account);
        if (options?.ownContext === true) ownContexts.push(context);
        else accountContexts.set(account, context);
      }
      const page = await context.newPage();
      pages.push(page);
      return page;
    });
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const [index, page] of pages.entries()) {
      if (failed && !page.isClosed()) {
        // A page that cannot be pictured (it crashed) must not hide the test's own error.
        const picture = await page.screenshot({ fullPage: true }).catch(() => undefined);
        if (picture !== undefined) await testInfo.attach(`page ${String(index + 1)}`, { body: picture, contentType: 'image/png' });
      }
      await page.close();
    }
    await Promise.all(ownContexts.map((context) => context.close()));
  },
});
