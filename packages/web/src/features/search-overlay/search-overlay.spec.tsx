import type { CreatorCard } from '@publi/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { useStores } from '../../stores/stores-context.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { SearchOverlay } from './search-overlay.js';

const card = (overrides: Partial<CreatorCard>): CreatorCard => ({
  id: 1, slug: 'ana-silva', name: 'Ana Silva', image: null, state: 'PE', city: 'Recife',
  categories: [{ id: 1, name: 'Beleza' }], followers: 12_000, engagement: 4.5,
  prices: { stories: 15_000, feed: 30_000, tiktok: 0 }, socialNetworks: [],
  ...overrides,
});

// As the root layout does: the overlay is mounted only while the store says it is open.
const OverlayWhenOpen = observer(function OverlayWhenOpen() {
  return useStores().searchOverlay.isOpen ? <SearchOverlay /> : <p>página</p>;
});

function openOverlay({ mobile = false } = {}) {
  const world = aTestWorld({ creators: [card({ id: 12, name: 'Ana Souza' }), card({ id: 13, name: 'Bruno Lima', city: 'Natal', state: 'RN' })] });
  runInAction(() => {
    world.stores.referenceLists.reference = {
      badges: [], brands: [], subCategories: [],
      categories: [{ id: 1, name: 'Beleza', slug: 'beleza', parentId: null }, { id: 2, name: 'Esportes', slug: 'esportes', parentId: null }],
    };
  });
  world.stores.ui.setViewportWidth(mobile ? 390 : 1280);
  world.stores.searchOverlay.open();
  const screenResult = renderWithStores(<OverlayWhenOpen />, { world });
  return { ...screenResult, user: userEvent.setup(), search: world.stores.search, overlay: world.stores.searchOverlay };
}

// Role queries over the whole overlay are slow in jsdom, more so on a busy machine.
describe('SearchOverlay', { timeout: 20_000 }, () => {
  it('opens as a named dialog in tag mode, with the four sections, and locks the page scroll', async () => {
    openOverlay();
    const dialog = await screen.findByRole('dialog', { name: 'Buscar criadores' });
    expect(within(dialog).getByRole('button', { name: 'Tags' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Texto' }).getAttribute('aria-pressed')).toBe('false');
    for (const section of ['Categorias', 'Audiência', 'Engajamento', 'Localização']) {
      expect(within(dialog).getByRole('button', { name: section }).hasAttribute('aria-expanded')).toBe(true);
    }
    expect(within(dialog).getByPlaceholderText('Faça sua busca')).toBeVisible();
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
  });

  it('is a bottom sheet on mobile', async () => {
    openOverlay({ mobile: true });
    expect((await screen.findByRole('dialog', { name: 'Buscar criadores' })).getAttribute('data-variant')).toBe('bottom-sheet');
  });

  it('shows the three suggestion groups while typing, and an empty state', async () => {
    const { user } = openOverlay();
    await user.type(await screen.findByPlaceholderText('Faça sua busca'), 'ana');
    const creators = await screen.findByRole('group', { name: 'Criadores' });
    expect(within(creators).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Ana Souza')]);
    await user.clear(screen.getByPlaceholderText('Faça sua busca'));
    await user.type(screen.getByPlaceholderText('Faça sua busca'), 'beleza');
    expect(within(await screen.findByRole('group', { name: 'Categorias' })).getByRole('option')).toHaveTextContent('Beleza');
    expect(screen.queryByRole('group', { name: 'Criadores' })).toBeNull();
    await user.clear(screen.getByPlaceholderText('Faça sua busca'));
    await user.type(screen.getByPlaceholderText('Faça sua busca'), 'zzz');
    expect(await screen.findByText('Nenhum resultado para “zzz”')).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('opens the creator page and closes when a creator is chosen', async () => {
    const { user, overlay, world } = openOverlay();
    await user.type(await screen.findByPlaceholderText('Faça sua busca'), 'bruno');
    await user.click(await screen.findByRole('option', { name: /Bruno Lima/ }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/creator/13');
    expect(overlay).toMatchObject({ isOpen: false, mode: 'text' });
    expect(world.stores.typeahead.isTyping).toBe(false);
  });

  it('is a combobox: the arrow keys move through the suggestions, wrapping, and Enter opens the highlighted creator', async () => {
    const { user, overlay } = openOverlay();
    const box = await screen.findByRole('combobox', { name: 'Buscar criadores, locais ou categorias' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'a');
    const listbox = await screen.findByRole('listbox', { name: 'Sugestões' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    const options = within(listbox).getAllByRole('option');
    const highlightedName = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await user.keyboard('{ArrowUp}');
    expect(highlightedName()).toBe(options.at(-1)?.textContent);
    await user.keyboard('{ArrowDown}');
    expect(highlightedName()).toBe(options[0]?.textContent);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(box);
    const bruno = options.findIndex((option) => option.textContent.includes('Bruno Lima'));
    for (let step = 0; step < bruno; step += 1) await user.keyboard('{ArrowDown}');
    expect(highlightedName()).toContain('Bruno Lima');
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/creator/13');
    expect(overlay).toMatchObject({ isOpen: false, highlighted: null });
  });

  it('sets a city filter from a suggested locale', async () => {
    const { user } = openOverlay();
    await user.type(await screen.findByPlaceholderText('Faça sua busca'), 'natal');
    await user.click(await screen.findByRole('option', { name: /Natal — RN/ }));
    expect(screen.getByRole('button', { name: 'Remover filtro Natal' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Remover filtro/ })).toHaveLength(1);
  });

  it('toggles chips, keeps audience tiers exclusive, and Limpar Tudo clears every filter', async () => {
    const { user, search } = openOverlay();
    const beleza = await screen.findByRole('button', { name: 'Beleza' });
    await user.click(beleza);
    expect(beleza.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Mini 1k-10k/ }));
    await user.click(screen.getByRole('button', { name: /Macro acima de 500k/ }));
    expect(screen.getByRole('button', { name: /Mini 1k-10k/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Remover filtro Macro acima de 500k' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remover filtro Beleza' }));
    expect(beleza.getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Limpar Tudo' }));
    expect(search.hasFilters).toBe(false);
    expect(screen.queryByRole('button', { name: /Remover filtro/ })).toBeNull();
  });

  it('adds one engagement tag from the section box and resets the slider when it is removed', async () => {
    const { user, search } = openOverlay();
    const box = await screen.findByRole('searchbox', { name: 'Buscar faixa de engajamento' });
    await user.type(box, '10-45{Enter}');
    await user.type(box, '20-30{Enter}');
    expect(screen.getByRole('button', { name: 'Remover filtro 20%-30%' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remover filtro 10%-45%' })).toBeNull();
    expect(screen.getByRole('slider', { name: 'Engajamento mínimo' }).getAttribute('aria-valuenow')).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Remover filtro 20%-30%' }));
    expect(search.filters.engagement).toBeNull();
    await waitFor(() => { expect(screen.getByRole('slider', { name: 'Engajamento máximo' }).getAttribute('aria-valuenow')).toBe('100'); });
  });

  it('adds the engagement tag from the slider, moved with the keyboard', async () => {
    const { user, search } = openOverlay();
    const minimum = await screen.findByRole('slider', { name: 'Engajamento mínimo' });
    minimum.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => { expect(search.filters.engagement).toEqual({ min: 2, max: 100 }); });
    expect(screen.getByRole('button', { name: 'Remover filtro 2%-100%' })).toBeVisible();
  });

  it('loads states and cities when Localização is used, and toggles a city', async () => {
    const { user, search } = openOverlay();
    await user.click(await screen.findByRole('button', { name: 'Localização' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cidade ou estado' }), 'recife');
    await user.click(await screen.findByRole('button', { name: 'Recife — PE' }, { timeout: 5000 }));
    expect(search.filters.cities).toEqual(['Recife']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar cidade ou estado' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cidade ou estado' }), 'pernambuco');
    await user.click(await screen.findByRole('button', { name: 'Pernambuco' }));
    expect(search.filters.states).toEqual(['PE']);
  });

  it('closes with Ver criadores and shows the results page', async () => {
    const { user, overlay } = openOverlay();
    await user.click(await screen.findByRole('button', { name: 'Ver criadores' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/busca');
    expect(overlay.isOpen).toBe(false);
  });

  it('closes with Escape and with the close button, then reopens in text mode', async () => {
    const { user, overlay } = openOverlay();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => { expect(overlay.isOpen).toBe(false); });
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
    runInAction(() => { overlay.open(); });
    await user.click(await screen.findByRole('button', { name: 'Fechar busca' }));
    await waitFor(() => { expect(overlay.isOpen).toBe(false); });
    runInAction(() => { overlay.open(); });
    expect((await screen.findByRole('button', { name: 'Texto' })).getAttribute('aria-pressed')).toBe('true');
  });
});
