import { z } from 'zod';
import { creatorPricesSchema } from './creator-prices.schema.js';
import { badgeSchema } from './reference.schema.js';
import { socialNetworkSchema } from './social-network.schema.js';
import { categoryRefSchema, wireCount, wireId, wirePercent, wireUf } from './wire-values.schema.js';

/**
 * A creator's public profile. `user_id` is the owning account's numeric `id` (the one in
 * `UserWire`), not its identity-provider id, which a public page has no use for.
 *
 * It never carries bank data nor the creator agent's token: the bank account has routes of
 * its own, for its owner only. Answers are parsed with this schema, which drops unknown
 * keys, so a column the server's query picked up by mistake does not reach the wire.
 */
export const creatorDetailsSchema = z.object({
  id: wireId,
  user_id: wireId,
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  mini_bio: z.string().nullable(),
  localization: wireUf,
  city: z.string().nullable(),
  social_newtork: z.array(socialNetworkSchema),
  prices: creatorPricesSchema,
  categories: z.array(categoryRefSchema),
  badges: z.array(badgeSchema),
  followers: wireCount,
  engagement: wirePercent,
  creator_agent_id: wireId.nullable(),
});

/** @see creatorDetailsSchema */
export type CreatorDetailsWire = z.infer<typeof creatorDetailsSchema>;
