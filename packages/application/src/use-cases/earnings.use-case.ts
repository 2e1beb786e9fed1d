import type { Earnings } from '../model/earnings.model.js';
import type { EarningsPort } from '../ports/earnings.port.js';

/** A creator's earnings and payouts. Throws `ApplicationError`. */
export class EarningsUseCase {
  /** @param earnings - the earnings port. */
  constructor(private readonly earnings: EarningsPort) {}

  /** The signed-in creator's earnings, or `creatorId`'s for their agent. */
  load(creatorId?: number): Promise<Earnings> {
    return this.earnings.earnings(creatorId);
  }

  /** Asks for every available amount to be paid out. */
  requestPayout(): Promise<Earnings> {
    return this.earnings.requestPayout();
  }
}
