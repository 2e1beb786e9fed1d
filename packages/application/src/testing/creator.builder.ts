import type { CreatorCard, CreatorDetails } from '../model/creator.model.js';

/** A creator card with overrides. */
export function aCreatorCard(overrides: Partial<CreatorCard> = {}): CreatorCard {
  return {
    id: 1, slug: 'ana-silva', name: 'Ana Silva', image: null, state: 'PE', city: 'Recife',
    categories: [{ id: 1, name: 'Beleza' }], followers: 12_000, engagement: 4.5,
    prices: { stories: 15_000, feed: 30_000, tiktok: 0 },
    socialNetworks: [{ name: 'instagram', username: 'ana.silva', followers: 12_000 }],
    ...overrides,
  };
}

/** A creator's details with overrides. */
export function aCreatorDetails(overrides: Partial<CreatorDetails> = {}): CreatorDetails {
  return {
    id: 1, userId: 1, slug: 'ana-silva', name: 'Ana Silva', image: null, miniBio: null, state: 'PE', city: 'Recife',
    socialNetworks: [], prices: { stories: 0, feed: 0, tiktok: 0 }, categories: [], badges: [],
    followers: 0, engagement: null, creatorAgentId: null,
    ...overrides,
  };
}
