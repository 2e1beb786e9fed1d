import { expect, test } from '@playwright/test';
import { DEMO_CREATOR } from '../../support/demo-accounts.js';
import { docsScreenshot } from '../../support/docs-screenshot.js';
import { signInThroughPage } from '../../support/sign-in.js';

test.use({ storageState: { cookies: [], origins: [] } });

test('profile editor with the completion meter', async ({ page }, testInfo) => {
  await signInThroughPage(page, DEMO_CREATOR);
  await page.goto('/perfil/meu-perfil');
  await expect(page.getByRole('heading', { level: 2, name: 'Meu perfil' })).toBeVisible();
  await expect(page.getByTestId('completion-percent').first()).toBeVisible();
  await docsScreenshot(page, testInfo, 'profile-editor');
});
