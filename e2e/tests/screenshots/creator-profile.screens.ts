import { expect, test } from '@playwright/test';
import { docsScreenshot } from '../../support/docs-screenshot.js';

test.use({ storageState: { cookies: [], origins: [] } });

/** The demo creator (criadora@publi.demo): a photo and a full profile. */
const DEMO_CREATOR_NAME = 'Ana Demo';

interface TypeaheadAnswer {
  readonly data: { readonly creators: readonly { readonly id: number; readonly primary_value: string }[] };
}

test('creator profile', async ({ page, request }, testInfo) => {
  // Her id depends on the seeding order: ask the overlay's typeahead, as the app does.
  const answer = await request.get('/api/account/creator/search', { params: { q: DEMO_CREATOR_NAME, limit: '5' } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as TypeaheadAnswer;
  const demo = body.data.creators.find((creator) => creator.primary_value === DEMO_CREATOR_NAME);
  if (demo === undefined) throw new Error(`The typeahead does not know ${DEMO_CREATOR_NAME}: are the demo accounts there?`);

  await page.goto(`/creator/${String(demo.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_CREATOR_NAME })).toBeVisible();
  await expect(page.getByRole('img', { name: `Foto de ${DEMO_CREATOR_NAME}` })).toBeVisible();
  await docsScreenshot(page, testInfo, 'creator-profile');
});
