import { expect, test as setup } from '@playwright/test';
import { AGENT_STATE_FILE, BRAND_STATE_FILE, CREATOR_STATE_FILE, DEMO_AGENT, DEMO_BRAND, DEMO_CREATOR } from '../support/demo-accounts.js';
import { signInThroughPage } from '../support/sign-in.js';

// Signs in once per account, through the sign-in page like a user; specs start from the saved
// state (the brand's by default, the creator's where a spec asks for it). `indexedDB: true` keeps
// Firebase's own session (IndexedDB) along with the `userToken` cookie.
for (const [name, account, file] of [
  ['brand', DEMO_BRAND, BRAND_STATE_FILE],
  ['creator', DEMO_CREATOR, CREATOR_STATE_FILE],
  ['agent', DEMO_AGENT, AGENT_STATE_FILE],
] as const) {
  setup(`sign in as the demo ${name}`, async ({ page }) => {
    await signInThroughPage(page, account);

    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('userToken');
    await page.context().storageState({ path: file, indexedDB: true });
  });
}
