import { expect, type Locator, type Page } from '@playwright/test';

/** The overlay's accessible name (its title), on desktop (dialog) and mobile (bottom sheet) alike. */
export const OVERLAY_NAME = 'Buscar criadores';

/**
 * The header's search entry: its name starts "Buscar criadores" at every width and contains the
 * visible prompt ("Buscar criadores, cidades ou categorias"; "Buscar" on phones).
 */
export function headerSearchEntry(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Buscar criadores/ });
}

/** The open search overlay. */
export function searchOverlay(page: Page): Locator {
  return page.getByRole('dialog', { name: OVERLAY_NAME });
}

/** Opens the overlay from the header and waits for it, with its search box ready. */
export async function openSearchFromHeader(page: Page): Promise<Locator> {
  await headerSearchEntry(page).click();
  const overlay = searchOverlay(page);
  await expect(overlay).toBeVisible();
  await expect(searchBox(overlay)).toBeVisible();
  return overlay;
}

/** The free-text box, in both modes: a combobox whose listbox holds the text mode's suggestions. */
export function searchBox(overlay: Locator): Locator {
  return overlay.getByRole('combobox', { name: 'Buscar criadores, locais ou categorias' });
}

/** One of the two mode buttons ("Texto", "Tags"), pressed when active. */
export function modeButton(overlay: Locator, mode: 'Texto' | 'Tags'): Locator {
  return overlay.getByRole('group', { name: 'Modo de busca' }).getByRole('button', { name: mode, exact: true });
}

/** A group of text-mode suggestions ("Criadores", "Locais", "Categorias") in the listbox; its suggestions are options. */
export function suggestionGroup(overlay: Locator, title: 'Criadores' | 'Locais' | 'Categorias'): Locator {
  return overlay.getByRole('listbox', { name: 'Sugestões' }).getByRole('group', { name: title, exact: true });
}

/** The overlay's active filters, as removable tags. */
export function activeFilters(scope: Locator | Page): Locator {
  return scope.getByRole('list', { name: 'Filtros ativos' });
}

/** The button that removes the active filter labelled `label`. */
export function removeFilterButton(scope: Locator | Page, label: string | RegExp): Locator {
  const name = typeof label === 'string' ? `Remover filtro ${label}` : new RegExp(`^Remover filtro ${label.source}`);
  return activeFilters(scope).getByRole('button', { name });
}
