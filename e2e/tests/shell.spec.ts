import { expect, test, type Page } from '@playwright/test';

// The app shell, seen by a visitor who is not signed in.
test.use({ storageState: { cookies: [], origins: [] } });

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token shaped like a Firebase ID token whose user does not exist; the signature is not checked client-side. */
function tokenOfUnknownUser(): string {
  const header = base64url({ alg: 'none', typ: 'JWT' });
  const payload = base64url({ user_id: 'no-such-user', exp: Math.floor(Date.now() / 1000) + 3600 });
  return `${header}.${payload}.sig`;
}

async function signInAsUnknownUser(page: Page, baseURL: string | undefined): Promise<void> {
  if (baseURL === undefined) throw new Error('The config sets use.baseURL.');
  await page.context().addCookies([{ name: 'userToken', value: tokenOfUnknownUser(), url: baseURL }]);
}

/** The toast region: a status or alert that says something. */
function toasts(page: Page) {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /\S/ });
}

test('the landing page is titled "… | Publi"', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/.+ \| Publi$/);
});

test('the body is marked with the page it shows', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.locator('body')).toHaveClass(/(^|\s)signup(\s|$)/);
});

test('a user that fails to load is told so on a signed-in page', async ({ page, baseURL }) => {
  await signInAsUnknownUser(page, baseURL);
  await page.goto('/home');
  await expect(toasts(page).first()).toBeVisible({ timeout: 10_000 });
});

test('the sign-up page shows no toast for a user that fails to load', async ({ page, baseURL }) => {
  await signInAsUnknownUser(page, baseURL);
  await page.goto('/signup');
  await expect(page.getByRole('heading').first()).toBeVisible();
  // The failed load would have answered by now; give a late toast two more seconds to show.
  await page.waitForTimeout(2_000);
  await expect(toasts(page)).toHaveCount(0);
});

test('an address with a space (/foo%20bar) shows the not-found page, not an error', async ({ page }) => {
  await page.goto('/foo%20bar');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
});

test('an address that does not decode (/%E0) loads the not-found page', async ({ page }) => {
  await page.goto('/%E0');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/(^|\s)%e0(\s|$)/);
});
