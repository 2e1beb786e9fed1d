import { expect, test } from '@playwright/test';
import { recordCspViolations } from '../support/csp-violations.js';

// The site's Content-Security-Policy, as Chromium applies it. The accessibility walk records
// violations on every screen; this shows the policy bites and the recorder hears it.
test.use({ storageState: { cookies: [], origins: [] } });

declare global {
  interface Window {
    publiInjected?: boolean;
  }
}

test('an injected inline script or handler never runs, and the refusal is recorded', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.evaluate(() => {
    // What a stored-XSS payload would try: an inline script, and an event handler attribute.
    const script = document.createElement('script');
    script.textContent = 'window.publiInjected = true;';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('src', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    image.setAttribute('onload', 'window.publiInjected = true;');
    document.body.append(image);
  });

  await expect.poll(async () => (await violations()).filter((line) => line.startsWith('script-src')).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => window.publiInjected)).toBeUndefined();
});

test('pages say the policy in their headers, with no inline scripts allowed', async ({ request }) => {
  const page = await request.get('/busca');
  const policy = page.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['x-frame-options']).toBe('DENY');
});
