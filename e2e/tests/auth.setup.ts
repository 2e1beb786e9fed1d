import { expect, test as setup } from '@playwright/test';
import { BRAND_STATE_FILE, DEMO_BRAND } from '../support/demo-accounts.js';

// Signs in once, through the sign-in page like a user, as the demo brand; the desktop and mobile
// projects start every test from the saved state. `indexedDB: true` keeps Firebase's own session
// (IndexedDB) along with the `userToken` cookie.
setup('sign in as the demo brand', async ({ page }) => {
  await page.goto('/entrar');
  await page.getByLabel('E-mail', { exact: true }).fill(DEMO_BRAND.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_BRAND.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/home');

  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('userToken');
  await page.context().storageState({ path: BRAND_STATE_FILE, indexedDB: true });
});
