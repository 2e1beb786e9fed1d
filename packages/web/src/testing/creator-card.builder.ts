import type { CreatorCard, CreatorDetails } from '@publi/application';

/** A search result card with overrides (mirrors the application's test builder). */
export function aCreatorCard(overrides: Partial<CreatorCard> = {}): CreatorCard {
  return {
    id: 1, slug: 'ana-silva', name: 'Ana Silva', image: null, state: 'PE', city: 'Recife',
    categories: [{ id: 1, name: 'Beleza' }], followers: 12_300, engagement: 4.5,
    prices: { stories: 15_000, feed: 30_000, tiktok: 0 },
    socialNetworks: [{ name: 'instagram', username: 'ana.silva', followers: 12_300 }],
    ...overrides,
  };
}

/** `count` distinct cards, ids from 1, named 'Criador 1', 'Criador 2'... */
export function someCreatorCards(count: number): CreatorCard[] {
  return Array.from({ length: count }, (_, index) =>
    aCreatorCard({ id: index + 1, slug: `criador-${String(index + 1)}`, name: `Criador ${String(index + 1)}` }),
  );
}

/** A creator's public profile with overrides. */
export function aCreatorDetails(overrides: Partial<CreatorDetails> = {}): CreatorDetails {
  return {
    id: 1, userId: 1, slug: 'ana-silva', name: 'Ana Silva', image: null, miniBio: 'Beleza e autocuidado no Recife.',
    state: 'PE', city: 'Recife',
    socialNetworks: [{ name: 'instagram', username: 'ana.silva', link: null, followers: 12_300, engagement: 4.5 }],
    prices: { stories: 15_000, feed: 0, tiktok: 8_050 }, categories: [{ id: 1, name: 'Beleza' }], badges: [],
    followers: 12_300, engagement: 4.5, creatorAgentId: null,
    ...overrides,
  };
}
