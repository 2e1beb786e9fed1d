import { expect, test } from '@playwright/test';
import { docsScreenshot } from '../../support/docs-screenshot.js';
import { resultCards, resultsCount, resultsGrid } from '../../support/results.js';

test.use({ storageState: { cookies: [], origins: [] } });

test('results page', async ({ page }, testInfo) => {
  await page.goto('/busca');
  await expect(resultsCount(page)).toBeVisible();
  await expect(resultsGrid(page)).toHaveAttribute('aria-busy', 'false');
  await expect(resultCards(page).first()).toBeVisible();
  await docsScreenshot(page, testInfo, 'results');
});
