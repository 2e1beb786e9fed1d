import { expect, test } from '@playwright/test';
import { DEMO_AGENT } from '../../support/demo-accounts.js';
import { docsScreenshot } from '../../support/docs-screenshot.js';
import { signInThroughPage } from '../../support/sign-in.js';

test.use({ storageState: { cookies: [], origins: [] } });

test("the agent's creators with their completion", async ({ page }, testInfo) => {
  await signInThroughPage(page, DEMO_AGENT);
  await page.goto('/agente');
  await expect(page.getByRole('button', { name: /^Atuar como / }).first()).toBeVisible();
  await docsScreenshot(page, testInfo, 'agent');
});
