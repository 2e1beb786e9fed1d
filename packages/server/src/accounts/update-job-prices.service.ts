import type { CreatorPricesWire, JobPricesBodyWire } from '@publi/contract';
import { centavosFromDecimal, decimalFromCentavos } from '@publi/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { creators } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { lockWritableUser } from './lock-writable-user.js';
import { requireCreator } from './require-creator.js';

/**
 * Sets the caller's prices per format (`PUT /creator/job_prices`). Prices live on the
 * creator card itself (search filters and sorts by them), stored in centavos, so this one
 * update is the card's refresh; the answer is what was stored, as decimal strings.
 *
 * @throws AppError `CREATOR.ONLY` for other accounts, `CREATOR.NOT_FOUND` when the card is missing.
 */
export async function updateJobPrices(db: Database, externalId: string, body: JobPricesBodyWire): Promise<CreatorPricesWire> {
  return db.transaction(async (tx) => {
    const user = await lockWritableUser(tx, externalId);
    requireCreator(user);
    const [card] = await tx
      .update(creators)
      .set({
        priceStories: centavosFromDecimal(body.stories),
        priceFeed: centavosFromDecimal(body.feed),
        priceTiktok: centavosFromDecimal(body.tiktok),
      })
      .where(eq(creators.userId, user.id))
      .returning({ stories: creators.priceStories, feed: creators.priceFeed, tiktok: creators.priceTiktok });
    if (!card) throw new AppError('CREATOR.NOT_FOUND');
    return { stories: decimalFromCentavos(card.stories), feed: decimalFromCentavos(card.feed), tiktok: decimalFromCentavos(card.tiktok) };
  });
}
