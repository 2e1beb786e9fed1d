import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The results count under the "Criadores" heading of `/busca`: "1 criador", "1.234 criadores"
 * or "Mais de 1.000 criadores".
 */
export function resultsCount(page: Page): Locator {
  return page.getByText(/^(Mais de )?[\d.]+ criadores?$/);
}

/** The grid of results on `/busca`. */
export function resultsGrid(page: Page): Locator {
  return page.getByRole('list', { name: 'Resultados da busca' });
}

/** The creator cards of the results grid (articles named by the creator's name). */
export function resultCards(page: Page): Locator {
  return resultsGrid(page).getByRole('article');
}

/** Waits for the results to load and answers the name of the first creator shown. */
export async function firstResultName(page: Page): Promise<string> {
  const firstCard = resultCards(page).first();
  // The results wait for the session to start: on a loaded machine that can pass the default 5 s.
  await expect(firstCard).toBeVisible({ timeout: 15_000 });
  const name = (await firstCard.getByRole('heading').innerText()).trim();
  expect(name).not.toBe('');
  return name;
}

/** The header's cart link, named "Carrinho, N criador(es)". */
export function headerCartLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Carrinho, \d+ criadore?s?$/ });
}

/** The number of creators the header's cart link announces. */
export async function headerCartCount(page: Page): Promise<number> {
  const name = (await headerCartLink(page).getAttribute('aria-label')) ?? '';
  const count = /^Carrinho, (\d+)/.exec(name)?.[1];
  if (count === undefined) throw new Error(`The cart link's name has no count: "${name}"`);
  return Number(count);
}
