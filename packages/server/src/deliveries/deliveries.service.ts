import { autoApprovalCutoff, nextContractLife, type ContractAction } from '@publi/domain';
import { findUser } from '../accounts/find-user.js';
import { contractNotice, type ContractEvent } from '../contracts/contract-notices.js';
import { roleOnContract } from '../contracts/contract-party.js';
import { lifeColumns, lifeOf, type ContractRow, type ContractView } from '../contracts/contract-record.js';
import { ContractsRepository } from '../contracts/contracts.repository.js';
import { lockContractForMove } from '../contracts/lock-contract-for-move.js';
import type { Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { NO_EMAILS, type PendingEmails } from '../notifications/notifier.js';
import { PaymentsLedgerRepository } from '../payments/payments-ledger.repository.js';
import type { MoneyDeps } from '../payments/payments-deps.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { DeliveriesRepository, type DeliveryFileRow, type DeliveryRow } from './deliveries.repository.js';
import type { NewDelivery } from './delivery.js';

// Twin of @publi/application's `Deliveries`: the stored rows with the contract's, from which to-deliveries-wire works out the approval's due date.
/** A contract's delivery rounds with their files. */
export interface DeliveriesView {
  readonly row: ContractRow;
  readonly rounds: readonly { readonly round: DeliveryRow; readonly files: readonly DeliveryFileRow[] }[];
}

const SWEEP_BATCH = 100;

/**
 * Deliveries and approval: the creator (or agent) delivers the files uploaded to the contract
 * (`DeliveriesFilesService`) with links; the brand approves, which releases the money, or asks for changes (at most 2
 * rounds); a delivery nobody answers for 7 days is approved by the clock's sweep.
 */
export class DeliveriesService {
  constructor(private readonly deps: MoneyDeps) {}

  /**
   * Delivers on the live contract of (`project_id`, `creator_id`) (`POST /creator/contracts/delivery`).
   *
   * @throws AppError `CONTRACT.NOT_FOUND`, the contract rule's refusals, `DELIVERY.FILE_NOT_FOUND`.
   */
  async deliver(externalId: string, delivery: NewDelivery): Promise<ContractView> {
    const live = await new ContractsRepository(this.deps.db).liveOf(delivery.projectId, delivery.creatorId);
    if (live === undefined) throw new AppError('CONTRACT.NOT_FOUND');
    return this.move(externalId, live, { kind: 'deliver' }, async (tx, row, now) => {
      const repository = new DeliveriesRepository(tx);
      const files = await repository.unattached(row.id, delivery.fileIds);
      if (files.length !== delivery.fileIds.length) throw new AppError('DELIVERY.FILE_NOT_FOUND', { file_ids: 'Um dos arquivos não foi enviado para este contrato. Envie-o de novo.' });
      await repository.insertRound(row.id, { links: delivery.links, note: delivery.note, fileIds: delivery.fileIds }, now);
      return 'delivered';
    });
  }

  /** The brand approves the delivery: the held money becomes the creator's to withdraw. */
  approve(externalId: string, id: number): Promise<ContractView> {
    return this.move(externalId, id, { kind: 'approve' }, async (tx, row, now) => {
      await this.release(tx, row, 'approved', now);
      return 'approved';
    });
  }

  /** The brand asks for changes with a comment (at most 2 rounds, the domain's `MAX_CHANGE_ROUNDS`). */
  requestChanges(externalId: string, id: number, comment: string): Promise<ContractView> {
    return this.move(externalId, id, { kind: 'request_changes' }, async (tx, row, now) => {
      await new DeliveriesRepository(tx).review(row.id, 'changes_requested', comment, now);
      return 'changes_requested';
    });
  }

  /** The contract's rounds (`GET /project/contract/:id/deliveries`), for its parties. */
  async rounds(externalId: string, id: number): Promise<DeliveriesView> {
    const caller = await findUser(this.deps.db, externalId);
    const row = await new ContractsRepository(this.deps.db).find(id);
    if (!row) throw new AppError('CONTRACT.NOT_FOUND');
    await roleOnContract(this.deps.db, caller, row);
    return { row, rounds: await new DeliveriesRepository(this.deps.db).rounds(id) };
  }

  /** Approves the deliveries nobody answered for the domain's `AUTO_APPROVAL_DAYS` (the clock's move); answers how many. */
  async approveOverdue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await new ContractsRepository(this.deps.db).deliveredSince(autoApprovalCutoff(now), SWEEP_BATCH);
    let approved = 0;
    for (const { id, projectId } of due) {
      const emails = await this.deps.db.transaction(async (tx) => {
        // The order every contract write takes: the project's row, then the contract's.
        await new ProjectsRepository(tx).lock(projectId);
        const row = await new ContractsRepository(tx).lock(id);
        const moved = row ? nextContractLife(lifeOf(row), 'system', { kind: 'auto_approve' }, now) : null;
        // Answered by the brand, or by another replica's sweep, meanwhile.
        if (!row || !moved?.ok) return null;
        await new ContractsRepository(tx).update(id, { ...lifeColumns(moved.life, null), updatedAt: now });
        await this.release(tx, row, 'auto_approved', now);
        return this.notify(tx, row.brandId, id, 'approved', now);
      });
      if (emails !== null) {
        approved += 1;
        await this.deps.notifier.deliver(emails);
      }
    }
    return approved;
  }

  // The money held for the creator becomes available; the round records who approved it.
  private async release(tx: Transaction, row: ContractRow, kind: 'approved' | 'auto_approved', now: Date): Promise<void> {
    const ledger = new PaymentsLedgerRepository(tx);
    const held = (await ledger.balances([row.id])).get(row.id)?.creator_held ?? 0;
    if (held > 0) await ledger.record(row.id, { kind: 'release', amountCentavos: held }, {}, now);
    await new DeliveriesRepository(tx).review(row.id, kind, '', now);
  }

  /** A party's move on the contract by the contract rule, with `effect` written in the same transaction. */
  private async move(
    externalId: string,
    id: number,
    action: ContractAction,
    effect: (tx: Transaction, row: ContractRow, now: Date) => Promise<ContractEvent>,
  ): Promise<ContractView> {
    const now = this.deps.clock.now();
    const { view, emails } = await this.deps.db.transaction(async (tx) => {
      const { caller, row, role } = await lockContractForMove(tx, externalId, id);
      const moved = nextContractLife(lifeOf(row), role, action, now);
      if (!moved.ok) throw new AppError(moved.refusal.code, undefined, moved.refusal.message);
      const event = await effect(tx, row, now);
      await new ContractsRepository(tx).update(row.id, { ...lifeColumns(moved.life, null), updatedAt: now });
      const after = await new ContractsRepository(tx).view(caller.id, row.id);
      if (!after) throw new AppError('CONTRACT.NOT_FOUND');
      return { view: after, emails: await this.deps.notifier.record(tx, [contractNotice(event, after)], now) };
    });
    await this.deps.notifier.deliver(emails);
    return view;
  }

  private async notify(tx: Transaction, viewerId: number, id: number, event: ContractEvent, now: Date): Promise<PendingEmails> {
    const view = await new ContractsRepository(tx).view(viewerId, id);
    return view ? this.deps.notifier.record(tx, [contractNotice(event, view)], now) : NO_EMAILS;
  }
}
