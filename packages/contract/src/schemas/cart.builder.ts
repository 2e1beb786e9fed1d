import type { CartWire } from './cart.schema.js';
import { aCreatorCard } from './creator.builder.js';

type Overrides = Readonly<Record<string, unknown>>;

/** A valid delivery: two stories and a feed post from creator 7. */
export function aCartDelivery(overrides: Overrides = {}): Record<string, unknown> {
  return { creator_id: 7, stories: 2, feed: 1, tiktok: 0, ...overrides };
}

/** A valid `POST /project/insert_creators_cart` body replacing the cart with two creators. */
export function aSetCartCreatorsBody(overrides: Overrides = {}): Record<string, unknown> {
  return { user_id: 'kX9fP2mQ7rT1vW3yZ5aB8cD0eF4g', creators: [aCartDelivery(), aCartDelivery({ creator_id: 9, stories: 0, tiktok: 1 })], ...overrides };
}

/** A cart as the cart routes answer it. */
export function aCart(overrides: Partial<CartWire> = {}): CartWire {
  return {
    user_id: 'kX9fP2mQ7rT1vW3yZ5aB8cD0eF4g',
    creators: [{ creator_id: 7, stories: 2, feed: 1, tiktok: 0, creator: aCreatorCard() }],
    updated_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}
