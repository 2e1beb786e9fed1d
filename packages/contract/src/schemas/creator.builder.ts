import type { CreatorCardWire } from './creator-card.schema.js';
import type { CreatorDetailsWire } from './creator-details.schema.js';

type Overrides = Readonly<Record<string, unknown>>;

/** A valid `social_newtork` entry. */
export function aSocialNetworkEntry(overrides: Overrides = {}): Record<string, unknown> {
  return { name: 'instagram', username: '@ana.souza', link: 'https://instagram.com/ana.souza', followers: 48_200, engagement: 3.75, ...overrides };
}

/** A valid social-networks body with Instagram and TikTok. */
export function aSocialNetworksBody(overrides: Overrides = {}): Record<string, unknown> {
  return { social_newtork: [aSocialNetworkEntry(), aSocialNetworkEntry({ name: 'tiktok', link: null, engagement: 8 })], ...overrides };
}

/** A valid bank-account body (a CPF that passes the check digits). */
export function aBankAccountBody(overrides: Overrides = {}): Record<string, unknown> {
  return { account_type: 'corrente', account: '12345-1', agency: '0001', bank_code: '260', owner_name: 'Ana Souza', owner_document: '529.982.247-25', ...overrides };
}

/** A valid job-prices body. */
export function aJobPricesBody(overrides: Overrides = {}): Record<string, unknown> {
  return { stories: '350.00', feed: '800.00', tiktok: '0.00', ...overrides };
}

/** A creator card as search results and the cart show it. */
export function aCreatorCard(overrides: Partial<CreatorCardWire> = {}): CreatorCardWire {
  return {
    id: 7,
    slug: 'ana-souza',
    name: 'Ana Souza',
    image: '/uploads/ana.webp',
    localization: 'PE',
    city: 'Recife',
    categories: [{ id: 3, name: 'Gastronomia' }],
    followers: 48_200,
    engagement: 3.75,
    prices: { stories: '350.00', feed: '800.00', tiktok: '0.00' },
    social_newtork: [{ name: 'instagram', username: 'ana.souza', followers: 48_200 }],
    ...overrides,
  };
}

/** A creator's public profile. */
export function aCreatorDetails(overrides: Partial<CreatorDetailsWire> = {}): CreatorDetailsWire {
  return {
    id: 7,
    user_id: 42,
    slug: 'ana-souza',
    name: 'Ana Souza',
    image: '/uploads/ana.webp',
    mini_bio: 'Café, viagens e o Recife antigo.',
    localization: 'PE',
    city: 'Recife',
    social_newtork: [{ name: 'instagram', username: 'ana.souza', link: 'https://instagram.com/ana.souza', followers: 48_200, engagement: 3.75 }],
    prices: { stories: '350.00', feed: '800.00', tiktok: '0.00' },
    categories: [{ id: 3, name: 'Gastronomia' }],
    badges: [{ id: 1, name: 'Verificada', icon: '/badges/verified.svg' }],
    followers: 48_200,
    engagement: 3.75,
    creator_agent_id: null,
    ...overrides,
  };
}
