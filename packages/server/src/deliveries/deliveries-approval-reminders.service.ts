import { approvalReminderCutoff } from '@publi/domain';
import { contractNotice } from '../contracts/contract-notices.js';
import { ContractsRepository } from '../contracts/contracts.repository.js';
import type { MoneyDeps } from '../payments/payments-deps.js';
import { NO_EMAILS } from '../notifications/notifier.js';
import { DeliveriesApprovalRemindersRepository } from './deliveries-approval-reminders.repository.js';

/** Contracts reminded in one round; the next period takes the rest. */
const SWEEP_BATCH = 100;

/**
 * The clock's reminder to a brand that a delivery it has not answered will be approved, and its
 * money released, in `APPROVAL_REMINDER_DAYS` (the domain's): once per delivery round, by one
 * replica, as an in-app notice and (unless turned off) an e-mail.
 */
export class DeliveriesApprovalRemindersService {
  constructor(private readonly deps: Pick<MoneyDeps, 'db' | 'clock' | 'notifier'>) {}

  /** Sends the reminders due now; answers how many. */
  async remindDue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await new DeliveriesApprovalRemindersRepository(this.deps.db).due(approvalReminderCutoff(now), SWEEP_BATCH);
    let reminded = 0;
    for (const { id, brandId } of due) {
      const emails = await this.deps.db.transaction(async (tx) => {
        if (!(await new DeliveriesApprovalRemindersRepository(tx).mark(id, now))) return null;
        const view = await new ContractsRepository(tx).view(brandId, id);
        return view ? this.deps.notifier.record(tx, [contractNotice('approval_due', view)], now) : NO_EMAILS;
      });
      if (emails === null) continue;
      reminded += 1;
      await this.deps.notifier.deliver(emails);
    }
    return reminded;
  }
}
