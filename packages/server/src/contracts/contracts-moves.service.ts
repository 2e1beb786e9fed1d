import { isProjectEnded, moveEvent, moveProject, nextContractLife, type ContractAction, type ContractRefusalCode } from '@publi/domain';
import type { Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { PaymentsProviderCallsService } from '../payments/payments-provider-calls.service.js';
import { oweContractRefund } from '../payments/refund-contract.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { contractNotice } from './contract-notices.js';
import { lifeColumns, lifeOf, type ContractRole, type ContractView } from './contract-record.js';
import type { ContractAnswer } from './contract-requests.js';
import { viewAfterWrite, writeThenMail } from './contract-writes.js';
import { ContractsRepository } from './contracts.repository.js';
import type { ContractsDeps } from './contracts.service.js';
import { lockContractForMove } from './lock-contract-for-move.js';

/** The reason a contract reads when its project was cancelled. */
const PROJECT_CANCELLED = 'O projeto foi cancelado pela marca.';

function actionFor(answer: ContractAnswer, role: ContractRole): ContractAction {
  const brand = role === 'brand';
  switch (answer.kind) {
    case 'acceptance':
      return { kind: brand ? 'accept_counter' : 'accept' };
    case 'rejection':
      return { kind: brand ? 'refuse_counter' : 'reject' };
    case 'counter':
      return { kind: 'counter', terms: { amountCentavos: answer.amountCentavos, deadline: answer.deadline } };
    case 'cancellation':
      return { kind: 'cancel' };
  }
}

function refusal(code: ContractRefusalCode, message: string): AppError {
  // A counter-offer's own problem belongs beside its fields; every other refusal says what changed.
  return code === 'CONTRACT.COUNTER_INVALID' ? new AppError(code, { amount_centavos: message }, message) : new AppError(code, undefined, message);
}

/**
 * The parties' moves on a contract, on the domain's rule (`nextContractLife`). Every move runs in
 * one transaction with the project's and the contract's rows locked, so of two moves at once the
 * second sees the first and is refused with 409 and what changed; notifications are written in
 * the same transaction and their e-mails sent once it has committed.
 */
export class ContractsMovesService {
  constructor(private readonly deps: ContractsDeps) {}

  /**
   * A party's answer: the creator (or agent) accepts, rejects or counters; the brand accepts or
   * refuses a counter-offer, or cancels. Accepting starts the project (`Send briefing` -> `In progress`).
   *
   * @throws AppError `CONTRACT.NOT_FOUND`, `USER.INACTIVE`, and the domain's refusals:
   * `CONTRACT.NOT_YOUR_MOVE` (403), `CONTRACT.STATE_CHANGED` / `CONTRACT.EXPIRED` (409, saying what changed),
   * `CONTRACT.COUNTER_INVALID` (422).
   */
  async answer(externalId: string, id: number, answer: ContractAnswer): Promise<ContractView> {
    const now = this.deps.clock.now();
    const refunds: string[] = [];
    const view = await writeThenMail(this.deps, async (tx) => {
      const repository = new ContractsRepository(tx);
      const { caller, row, role, projectStatus } = await lockContractForMove(tx, externalId, id);
      const action = actionFor(answer, role);
      const moved = nextContractLife(lifeOf(row), role, action, now);
      if (!moved.ok) throw refusal(moved.refusal.code, moved.refusal.message);
      if (projectStatus !== undefined && isProjectEnded(projectStatus) && action.kind !== 'cancel') {
        throw new AppError('CONTRACT.STATE_CHANGED', undefined, 'Não foi possível: o projeto deste contrato foi encerrado.');
      }
      const reason = answer.kind === 'rejection' || answer.kind === 'cancellation' ? answer.reason || null : row.reason;
      // A paid contract cancelled before delivery gives the brand its money back, fee included:
      // owed here, asked of the provider once the cancellation has committed.
      const refund = action.kind === 'cancel' && row.status === 'paid' ? await oweContractRefund(tx, id, now) : null;
      if (refund !== null) refunds.push(refund);
      await repository.update(id, { ...lifeColumns(moved.life, answer.kind === 'counter' ? answer.message : null), reason, updatedAt: now });
      if (moved.life.status === 'accepted' && projectStatus === 'Send briefing') {
        await new ProjectsRepository(tx).setStatus(row.projectId, moveProject('Send briefing', 'start'), now);
      }
      const view = await viewAfterWrite(repository, caller.id, id);
      const emails = await this.deps.notifier.record(tx, [contractNotice(moveEvent(action.kind, row.status), view)], now);
      return { result: view, emails };
    });
    await new PaymentsProviderCallsService(this.deps).carryOutAll(refunds);
    return view;
  }

  /**
   * Ends the live offers, unpaid contracts and paid ones not yet delivered (refunded) of a project its brand is cancelling, inside the
   * project's transaction (its row already locked): each one by the contract rule's `cancel`, with
   * the reason and the creator told. Answers what sends their e-mails and asks the provider for
   * the refunds once that transaction commits.
   */
  async cancelLiveOfProject(tx: Transaction, projectId: number, now: Date): Promise<() => Promise<void>> {
    const repository = new ContractsRepository(tx);
    const live = await repository.cancellableOf(projectId);
    const notices = [];
    const refunds: string[] = [];
    for (const { id, brandId } of live) {
      const row = await repository.lock(id);
      const moved = row ? nextContractLife(lifeOf(row), 'brand', { kind: 'cancel' }, now) : null;
      // An offer past its week has expired already: the sweep stores that.
      if (!row || !moved?.ok) continue;
      // Paid and not yet delivered: the brand gets its money back, fee included, once this commits.
      const refund = row.status === 'paid' ? await oweContractRefund(tx, id, now) : null;
      if (refund !== null) refunds.push(refund);
      await repository.update(id, { ...lifeColumns(moved.life, null), reason: PROJECT_CANCELLED, updatedAt: now });
      notices.push(contractNotice(moveEvent('cancel', row.status), await viewAfterWrite(repository, brandId, id)));
    }
    const emails = await this.deps.notifier.record(tx, notices, now);
    return async () => {
      await this.deps.notifier.deliver(emails);
      await new PaymentsProviderCallsService(this.deps).carryOutAll(refunds);
    };
  }
}
