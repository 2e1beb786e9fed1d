import type { Page } from '@playwright/test';

/**
 * Waits until the page looks finished for a picture: web fonts loaded, every image loaded
 * (lazy ones too, switched to eager so a full-page shot has them), and no request in flight.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}
