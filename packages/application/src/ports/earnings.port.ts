import type { Earnings } from '../model/earnings.model.js';

/** A creator's earnings and payouts (`/earnings`, `/payouts`). */
export interface EarningsPort {
  /** The signed-in creator's, or `creatorId`'s for their linked agent. */
  earnings(creatorId?: number): Promise<Earnings>;
  /** The creator asks for every available amount. Throws `PAYOUT.NO_DESTINATION`, `PAYOUT.NOTHING_AVAILABLE`. */
  requestPayout(): Promise<Earnings>;
}
