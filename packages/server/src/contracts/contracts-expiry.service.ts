import { NO_EMAILS } from '../notifications/notifier.js';
import { nextContractLife, offerExpiryCutoff } from '@publi/domain';
import { contractNotice } from './contract-notices.js';
import { lifeColumns, lifeOf } from './contract-record.js';
import { viewAfterWrite, writeThenMail } from './contract-writes.js';
import { ContractsRepository } from './contracts.repository.js';
import type { ContractsDeps } from './contracts.service.js';

/** Offers the expiry sweep takes per round; the next round takes the rest. */
const SWEEP_BATCH = 100;

/** The clock's move on contracts: offers nobody answered for a week expire, and both sides are told. */
export class ContractsExpiryService {
  constructor(private readonly deps: ContractsDeps) {}

  /**
   * Expires the offers that waited their week: run by the server on a timer (`app/start-jobs.ts`),
   * and callable at any time. Answers how many expired.
   */
  async expireOverdue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await new ContractsRepository(this.deps.db).waitingSince(offerExpiryCutoff(now), SWEEP_BATCH);
    let expired = 0;
    for (const id of due) {
      const done = await writeThenMail(this.deps, async (tx) => {
        const repository = new ContractsRepository(tx);
        const row = await repository.lock(id);
        const moved = row ? nextContractLife(lifeOf(row), 'system', { kind: 'expire' }, now) : null;
        // Answered or expired by another replica meanwhile: nothing to do.
        if (!row || !moved?.ok) return { result: false, emails: NO_EMAILS };
        await repository.update(id, { ...lifeColumns(moved.life, null), updatedAt: now });
        const view = await viewAfterWrite(repository, row.brandId, id);
        return { result: true, emails: await this.deps.notifier.record(tx, [contractNotice('expired', view)], now) };
      });
      if (done) expired += 1;
    }
    return expired;
  }
}
