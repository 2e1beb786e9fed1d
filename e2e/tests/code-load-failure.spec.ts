import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '../support/axe.js';
import { englishOnPage } from '../support/english-scan.js';
import { headerSearchEntry } from '../support/search-overlay.js';

// What a visitor sees when a part of Publi's code does not arrive: the connection dropped, or
// Publi was deployed again while the tab was open and the tab's old files are gone (the server
// answers them 404). Each case fails the real file in the browser, then lets it through again.
test.use({ storageState: { cookies: [], origins: [] } });

test('a page whose code does not arrive says so in pt-BR under the header, and a reload opens it', async ({ page }) => {
  await page.goto('/');
  await expect(headerSearchEntry(page)).toBeVisible();
  await page.route(/\/assets\/sign-in-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.getByRole('link', { name: 'Entrar', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível abrir esta página' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Recarregue a página para continuar.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Publi, página inicial' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Unexpected Application Error|dynamically imported|developer/);
  await expect(page).toHaveTitle('Não foi possível abrir esta página | Publi');
  // A state no address leads to, so the accessibility walk cannot visit it: checked here.
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await englishOnPage(page)).toEqual([]);

  await page.unroute(/\/assets\/sign-in-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Recarregar a página' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
});

test('the search overlay whose code does not arrive closes and says so, and the page stays', async ({ page }) => {
  await page.route(/\/assets\/search-overlay-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const landingHeading = page.getByRole('heading', { level: 1 });
  await expect(landingHeading).toBeVisible();
  await headerSearchEntry(page).click();

  await expect(page.getByText('Não foi possível abrir a busca')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(landingHeading).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Unexpected Application Error|dynamically imported/);
});
