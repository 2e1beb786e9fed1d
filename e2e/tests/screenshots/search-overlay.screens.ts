import { expect, test } from '@playwright/test';
import { docsScreenshot } from '../../support/docs-screenshot.js';
import { modeButton, openSearchFromHeader, removeFilterButton, searchBox, suggestionGroup } from '../../support/search-overlay.js';

test.use({ storageState: { cookies: [], origins: [] } });

test('search overlay, text mode with suggestions', async ({ page }, testInfo) => {
  await page.goto('/busca');
  const overlay = await openSearchFromHeader(page);
  await modeButton(overlay, 'Texto').click();
  await searchBox(overlay).fill('bel');
  await expect(suggestionGroup(overlay, 'Locais')).toBeVisible();
  await expect(suggestionGroup(overlay, 'Criadores')).toBeVisible();
  await expect(overlay).not.toHaveAttribute('aria-busy', 'true');
  await docsScreenshot(page, testInfo, 'search-text');
});

test('search overlay, tag mode with a section open and chips selected', async ({ page }, testInfo) => {
  await page.goto('/busca');
  const overlay = await openSearchFromHeader(page);
  await expect(modeButton(overlay, 'Tags')).toHaveAttribute('aria-pressed', 'true');
  const beauty = overlay.getByRole('group', { name: 'Categorias', exact: true }).getByRole('button', { name: 'Beleza', exact: true });
  await beauty.click();
  await overlay.getByRole('group', { name: 'Faixas de audiência', exact: true }).getByRole('button', { name: /^Micro/ }).click();
  await expect(removeFilterButton(overlay, 'Beleza')).toBeVisible();
  await expect(beauty).toHaveAttribute('aria-pressed', 'true');
  await docsScreenshot(page, testInfo, 'search-tags');
});
