import { lockActingAccount, type ActingFor } from '../agents/acting-for.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { JobPrices } from './creator-profile.js';
import { CreatorsRepository } from './creators.repository.js';
import { requireCreator } from './require-creator.js';

/**
 * Sets the prices per format in centavos (`PUT /creator/job_prices`) of the caller, or of the
 * creator a linked agent acts for. Prices live on the creator card itself (search filters and
 * sorts by them), so this one update is the card's refresh; the answer is what was stored.
 *
 * @throws AppError `CREATOR.ONLY` for other accounts, `CREATOR.NOT_FOUND` when the card is missing.
 */
export async function updateJobPrices(db: Database, actingFor: ActingFor, prices: JobPrices): Promise<JobPrices> {
  return db.transaction(async (tx) => {
    const user = await lockActingAccount(tx, actingFor);
    requireCreator(user);
    const stored = await new CreatorsRepository(tx).setPrices(user.id, prices);
    if (!stored) throw new AppError('CREATOR.NOT_FOUND');
    return stored;
  });
}
