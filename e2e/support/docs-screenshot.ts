import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { settle } from './settle.js';

/** docs/screenshots at the repository root: what the README shows. */
const DOCS_SCREENSHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** `landing` on the docs-mobile project → `docs/screenshots/landing-mobile.png`. */
function fileFor(name: string, testInfo: TestInfo): string {
  const form = testInfo.project.name.endsWith('mobile') ? 'mobile' : 'desktop';
  return `${DOCS_SCREENSHOTS}${name}-${form}.png`;
}

/**
 * Saves a picture of the page for the README once it has settled. CSS pixels (`scale: 'css'`)
 * keep phone pictures as small as desktop ones; the viewport only, unless `fullPage`.
 */
export async function docsScreenshot(page: Page, testInfo: TestInfo, name: string, options: { readonly fullPage?: boolean } = {}): Promise<void> {
  await settle(page);
  await page.screenshot({
    path: fileFor(name, testInfo),
    fullPage: options.fullPage ?? false,
    scale: 'css',
    animations: 'disabled',
    caret: 'hide',
  });
}
