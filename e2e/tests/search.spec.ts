import { expect, test } from '@playwright/test';
import { headerCartCount, headerCartLink, firstResultName, resultCards, resultsCount, resultsGrid } from '../support/results.js';
import {
  modeButton,
  openSearchFromHeader,
  removeFilterButton,
  searchBox,
  suggestionGroup,
} from '../support/search-overlay.js';

// Signed in as the demo brand (the setup project). The catalogue is seeded from a fixed seed, but
// no test relies on a name it did not read from the app first.

test('the header opens the search overlay in tag mode; on a phone it is a bottom sheet and the page stays put', async ({ page, isMobile }) => {
  await page.goto('/home');
  const overlay = await openSearchFromHeader(page);

  await expect(modeButton(overlay, 'Tags')).toHaveAttribute('aria-pressed', 'true');
  await expect(modeButton(overlay, 'Texto')).toHaveAttribute('aria-pressed', 'false');
  if (isMobile) {
    await expect(overlay).toHaveAttribute('data-variant', 'bottom-sheet');
    await expect(page.locator('body')).toHaveClass(/(^|\s)scroll-locked(\s|$)/);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  } else {
    await expect(overlay).not.toHaveAttribute('data-variant', 'bottom-sheet');
  }

  await overlay.getByRole('button', { name: 'Fechar busca' }).click();
  await expect(overlay).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/(^|\s)scroll-locked(\s|$)/);
});

test('text mode suggests places with or without accents and creators by name; choosing a place sets a filter', async ({ page }) => {
  await page.goto('/busca');
  const creatorName = await firstResultName(page);
  const firstName = creatorName.split(/\s+/)[0] ?? creatorName;

  const overlay = await openSearchFromHeader(page);
  await modeButton(overlay, 'Texto').click();
  await expect(modeButton(overlay, 'Texto')).toHaveAttribute('aria-pressed', 'true');
  const box = searchBox(overlay);
  const saoPauloCity = suggestionGroup(overlay, 'Locais').getByRole('option', { name: /^São Paulo — SP/ });

  await box.fill('São Paulo');
  await expect(saoPauloCity).toBeVisible();

  await box.clear();
  await expect(suggestionGroup(overlay, 'Locais')).toBeHidden();
  await box.fill('sao paulo');
  await expect(saoPauloCity).toBeVisible();

  await saoPauloCity.click();
  await expect(saoPauloCity).toHaveAttribute('aria-checked', 'true');
  await expect(removeFilterButton(overlay, 'São Paulo')).toBeVisible();

  await box.fill(firstName);
  const creators = suggestionGroup(overlay, 'Criadores');
  await expect(creators.getByRole('option', { name: new RegExp(firstName) }).first()).toBeVisible();
});

test('tag filters lead to results with a count, and removing a filter changes the results', async ({ page }) => {
  await page.goto('/home');
  const overlay = await openSearchFromHeader(page);
  await expect(modeButton(overlay, 'Tags')).toHaveAttribute('aria-pressed', 'true');

  // Localização starts folded; opening it offers the states.
  await overlay.getByRole('button', { name: 'Localização', exact: true }).click();
  await expect(overlay.getByRole('group', { name: 'Estados', exact: true })).toBeVisible();

  const beauty = overlay.getByRole('group', { name: 'Categorias', exact: true }).getByRole('button', { name: 'Beleza', exact: true });
  await beauty.click();
  await expect(beauty).toHaveAttribute('aria-pressed', 'true');
  const micro = overlay.getByRole('group', { name: 'Faixas de audiência', exact: true }).getByRole('button', { name: /^Micro/ });
  await micro.click();
  await expect(micro).toHaveAttribute('aria-pressed', 'true');
  await expect(removeFilterButton(overlay, 'Beleza')).toBeVisible();
  await expect(removeFilterButton(overlay, /Micro/)).toBeVisible();

  await overlay.getByRole('button', { name: 'Ver criadores', exact: true }).click();
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(/\/busca$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Criadores' })).toBeVisible();
  await expect(resultCards(page).first()).toBeVisible();
  const count = resultsCount(page);
  await expect(count).toBeVisible();
  const filteredCount = await count.innerText();

  await removeFilterButton(page, 'Beleza').click();
  await expect(removeFilterButton(page, 'Beleza')).toBeHidden();
  // Fewer filters, other results: the count changes once the new page of results is in.
  await expect(count).not.toHaveText(filteredCount);
  await expect(resultsGrid(page)).toHaveAttribute('aria-busy', 'false');
  await expect(resultCards(page).first()).toBeVisible();
});

test('a creator opened from the results shows the name and BRL prices, and goes into the cart', async ({ page }) => {
  // The brand's cart lives on the server and both projects add to it: pick a creator only once
  // the app has loaded that cart, so "not in the cart yet" is true.
  const cartLoaded = page.waitForResponse((response) => response.url().includes('/api/project/get_creators_cart'));
  await page.goto('/busca');
  await cartLoaded;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Minha conta' })).toBeVisible();
  // A card whose button still offers to add.
  const card = resultCards(page).filter({ has: page.getByRole('button', { name: 'Adicionar ao carrinho' }) }).first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').innerText()).trim();

  await card.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/creator\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  const pricing = page.getByRole('complementary', { name: 'Preços e contratação' });
  await expect(pricing.getByRole('definition').filter({ hasText: /R\$/ }).first()).toBeVisible();

  const add = pricing.getByRole('button', { name: 'Adicionar ao carrinho' });
  await expect(add).toBeEnabled();
  const before = await headerCartCount(page);
  await add.click();
  await expect(pricing.getByRole('button', { pressed: true })).toBeVisible();
  await expect(headerCartLink(page)).toHaveAccessibleName(`Carrinho, ${String(before + 1)} ${before + 1 === 1 ? 'criador' : 'criadores'}`);

  await headerCartLink(page).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  await expect(page.getByRole('list', { name: 'Criadores no carrinho' }).getByRole('link', { name, exact: true })).toBeVisible();
});
