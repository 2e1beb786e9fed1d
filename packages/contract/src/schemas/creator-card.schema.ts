import { z } from 'zod';
import { creatorPricesSchema } from './creator-prices.schema.js';
import { SOCIAL_NETWORK_NAMES } from './social-network.schema.js';
import { categoryRefSchema, wireCount, wireId, wirePercent, wireUf } from './wire-values.schema.js';

/**
 * A creator in a list (search results, the cart): what a result card shows. `followers` is
 * the total over the creator's networks; `engagement` their follower-weighted mean, or `null`
 * when no network has one. `localization` is the state sigla (the spec's name).
 */
export const creatorCardSchema = z.object({
  id: wireId,
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  localization: wireUf,
  city: z.string().nullable(),
  categories: z.array(categoryRefSchema),
  followers: wireCount,
  engagement: wirePercent,
  prices: creatorPricesSchema,
  social_newtork: z.array(z.object({ name: z.enum(SOCIAL_NETWORK_NAMES), username: z.string(), followers: wireCount.nullable() })),
});

/** @see creatorCardSchema */
export type CreatorCardWire = z.infer<typeof creatorCardSchema>;
