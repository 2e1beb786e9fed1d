import { expect, test } from '@playwright/test';
import { docsScreenshot } from '../../support/docs-screenshot.js';

// What a visitor sees: no stored session.
test.use({ storageState: { cookies: [], origins: [] } });

test('landing page', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Criadores em destaque' }).getByRole('article').first()).toBeVisible();
  await docsScreenshot(page, testInfo, 'landing', { fullPage: true });
});
