import { CREATOR_PAGE_SIZE } from '@publi/domain';
import { z } from 'zod';
import { creatorCardSchema } from './creator-card.schema.js';
import { wireDecimal } from './creator-prices.schema.js';
import { creatorSearchCountSchema } from './creator-search.schema.js';
import { wireCount } from './wire-values.schema.js';

/** One page of search results, with the offset it starts at and the (possibly capped) total. */
export const creatorSearchResultSchema = creatorSearchCountSchema.extend({
  creators: z.array(creatorCardSchema).max(CREATOR_PAGE_SIZE),
  offset: wireCount,
  page_size: z.literal(CREATOR_PAGE_SIZE),
});

/** @see creatorSearchResultSchema */
export type CreatorSearchResultWire = z.infer<typeof creatorSearchResultSchema>;

const range = z.object({ min: wireDecimal.nullable(), max: wireDecimal.nullable() });

/**
 * The lowest and highest price per format among the creators the filters find, as decimal
 * strings; `null` when none of them has a price for that format.
 */
export const priceRangeSchema = z.object({ stories: range, feed: range, tiktok: range });

/** @see priceRangeSchema */
export type PriceRangeWire = z.infer<typeof priceRangeSchema>;
