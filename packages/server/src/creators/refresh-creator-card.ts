import type { Queryable } from '../db/database.js';
import { CreatorsCardRepository } from './creators-card.repository.js';

/**
 * Brings the account's search card back in step with its account rows, inside the caller's
 * transaction (`CreatorsCardRepository.refresh`); false when the account has no card. Kept
 * as a free function for the other areas' transactions that change what the card copies
 * (privacy's erasure); the creators area calls `CreatorsRepository.refreshCard`.
 */
export function refreshCreatorCard(tx: Queryable, userId: number): Promise<boolean> {
  return new CreatorsCardRepository(tx).refresh(userId);
}
