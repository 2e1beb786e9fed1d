import type { CreatorProfile } from './creator-profile.js';

/**
 * Test-data builder: a creator profile with every item of profile completion set,
 * so a test states only what it changes. Pass `undefined`, `null` or `''` in
 * `overrides` to unset a field.
 */
export function aCreatorProfile(overrides: CreatorProfile = {}): CreatorProfile {
  return {
    miniBio: 'Criadora de conteúdo de moda e beleza.',
    image: 'https://cdn.publi.example/creators/ana.jpg',
    name: 'Ana Souza',
    email: 'ana@example.com',
    hasPassword: true,
    state: 'SP',
    city: 'São Paulo',
    phone: '+55 11 91234-5678',
    socialNetworks: [
      { name: 'tiktok', username: 'anasouza', followers: 52_000 },
      {
        name: 'Instagram',
        username: 'ana.souza',
        link: 'https://instagram.com/ana.souza',
        followers: 120_000,
        engagement: 4,
      },
    ],
    prices: { stories: 15_000, feed: 30_000, tiktok: 25_000 },
    bank: { account: '12345-6', agency: '0001', bankCode: '341', ownerName: 'Ana Souza' },
    categories: [{ id: 3 }, { id: 7 }],
    ...overrides,
  };
}
