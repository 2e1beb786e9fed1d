import { CONTRACT_LIMITS, type CreateProposalsBodyWire } from '@publi/contract';
import { CANCELLABLE_STATUSES, moveEvent, isProjectEnded, moveProject, nextContractLife, offerExpiryCutoff, saoPauloDay, takesProposals, type ContractAction, type ContractRefusalCode, type ProjectStatus } from '@publi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { findUser } from '../accounts/find-user.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import { managedCreatorUserId } from '../agents/acting-for.js';
import type { Database, Transaction } from '../db/database.js';
import { contracts, creators, projectCreators, projects } from '../db/schema.js';
import { uniqueViolationOf } from '../db/unique-violation.js';
import { AppError } from '../errors/app-error.js';
import type { Notifier, PendingEmails } from '../notifications/notifier.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { PaymentProviderPort } from '../ports/payment-provider.port.js';
import { refundPaidContract } from '../payments/refund-contract.js';
import { requireBrand } from '../projects/require-brand.js';
import { contractNotice } from './contract-notices.js';
import { lockContractForMove } from './lock-contract-for-move.js';
import { lifeColumns, lifeOf, type ContractRole, type ContractView } from './contract-record.js';
import { ContractsRepository, type ContractFilter } from './contracts.repository.js';

/** What the contract routes hand the service: the database, the clock, the notifier and where mail failures go. */
export interface ContractsDeps {
  readonly db: Database;
  readonly clock: ClockPort;
  readonly notifier: Notifier;
  readonly onMailFailure: (error: unknown) => void;
  /** Refunds a paid contract the brand cancels before delivery. */
  readonly provider: PaymentProviderPort;
}

/** A person's answer on a contract, as the routes name it; the caller's side decides the move. */
export type ContractAnswer =
  | { readonly kind: 'acceptance' }
  | { readonly kind: 'rejection'; readonly reason: string }
  | { readonly kind: 'counter'; readonly amountCentavos: number; readonly deadline: string; readonly message: string }
  | { readonly kind: 'cancellation'; readonly reason: string };

/** The reason a contract reads when its project was cancelled. */
const PROJECT_CANCELLED = 'O projeto foi cancelado pela marca.';
/** Offers the expiry sweep takes per round; the next round takes the rest. */
const SWEEP_BATCH = 100;

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
 * Proposals and contracts, on the domain's rule (`nextContractLife`). Every move runs in one
 * transaction with the contract's row locked, so of two moves at once the second sees the first
 * and is refused with 409 and what changed; notifications are written in the same transaction
 * and their e-mails sent once it has committed.
 */
export class ContractsService {
  constructor(private readonly deps: ContractsDeps) {}

  /**
   * The brand proposes to creators of its project (`POST /proposals/create`): one `pending`
   * contract with its chat per creator, all or none.
   *
   * @throws AppError `BRAND.ONLY`, `PROJECT.NOT_FOUND`, `PROPOSAL.PROJECT_NOT_OPEN`,
   * `PROPOSAL.CREATOR_NOT_IN_PROJECT`, `PROPOSAL.DEADLINE_PAST`, `PROPOSAL.ALREADY_LIVE` (by field).
   */
  async propose(externalId: string, body: CreateProposalsBodyWire): Promise<ContractView[]> {
    const now = this.deps.clock.now();
    return this.writing(async (tx) => {
      const owner = await lockWritableUser(tx, externalId);
      requireBrand(owner);
      const [project] = await tx
        .select({ id: projects.id, status: projects.status })
        .from(projects)
        .where(and(eq(projects.id, body.project_id), eq(projects.ownerId, owner.id)))
        .for('update');
      if (!project) throw new AppError('PROJECT.NOT_FOUND');
      // The CHECK constraint keeps `status` to the domain's project statuses.
      if (!takesProposals(project.status)) throw new AppError('PROPOSAL.PROJECT_NOT_OPEN');
      await refuseBadProposals(tx, body, saoPauloDay(now));
      const repository = new ContractsRepository(tx);
      const ids = await repository.insert(
        body.proposals.map((item) => ({
          projectId: project.id,
          creatorId: item.creator_id,
          brandId: owner.id,
          stories: item.stories,
          feed: item.feed,
          tiktok: item.tiktok,
          amountCentavos: item.amount_centavos,
          deadline: item.deadline,
          message: item.message,
          offeredAt: now,
        })),
      );
      await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, project.id));
      const views = await repository.views(owner.id, { ids }, { limit: ids.length, offset: 0 });
      const ordered = ids.flatMap((id) => views.filter((view) => view.row.id === id));
      const emails = await this.deps.notifier.record(tx, ordered.map((view) => contractNotice('proposal', view)), now);
      return { result: ordered, emails };
    });
  }

  /** The caller's contracts matching `filter`, a page of them and how many match (`POST /proposals`). */
  async page(externalId: string, filter: ContractFilter, page: number, limit: number): Promise<{ views: ContractView[]; total: number }> {
    const caller = await findUser(this.deps.db, externalId);
    const repository = new ContractsRepository(this.deps.db);
    const [views, total] = await Promise.all([repository.views(caller.id, filter, { limit, offset: (page - 1) * limit }), repository.count(caller.id, filter)]);
    return { views, total };
  }

  /** The caller's contracts matching `filter`, newest first (`GET /creator/contracts`). */
  async filtered(externalId: string, filter: ContractFilter): Promise<ContractView[]> {
    const caller = await findUser(this.deps.db, externalId);
    return new ContractsRepository(this.deps.db).views(caller.id, filter, { limit: CONTRACT_LIMITS.creatorList, offset: 0 });
  }

  /**
   * A creator's jobs (`GET /project/contract/list?creator_id=`), for the creator or their linked agent.
   *
   * @throws AppError `CREATOR.NOT_FOUND`, `AGENT.NOT_LINKED` for anyone else.
   */
  async ofCreator(externalId: string, creatorId: number): Promise<ContractView[]> {
    await managedCreatorUserId(this.deps.db, externalId, creatorId);
    return this.filtered(externalId, { creatorId });
  }

  /** One contract (`GET /project/contract/:id`). @throws AppError `CONTRACT.NOT_FOUND` for anyone but its parties. */
  async one(externalId: string, id: number): Promise<ContractView> {
    const caller = await findUser(this.deps.db, externalId);
    const [view] = await new ContractsRepository(this.deps.db).views(caller.id, { ids: [id] }, { limit: 1, offset: 0 });
    if (!view) throw new AppError('CONTRACT.NOT_FOUND');
    return view;
  }

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
    return this.writing(async (tx) => {
      const repository = new ContractsRepository(tx);
      const { caller, row, role, projectStatus } = await lockContractForMove(tx, externalId, id);
      const action = actionFor(answer, role);
      const moved = nextContractLife(lifeOf(row), role, action, now);
      if (!moved.ok) throw refusal(moved.refusal.code, moved.refusal.message);
      if (projectStatus !== undefined && isProjectEnded(projectStatus as ProjectStatus) && action.kind !== 'cancel') {
        throw new AppError('CONTRACT.STATE_CHANGED', undefined, 'Não foi possível: o projeto deste contrato foi encerrado.');
      }
      const reason = answer.kind === 'rejection' || answer.kind === 'cancellation' ? answer.reason || null : row.reason;
      // A paid contract cancelled before delivery gives the brand its money back, fee included.
      const refunded = action.kind === 'cancel' && row.status === 'paid';
      if (refunded) await refundPaidContract(tx, this.deps.provider, id, now);
      await repository.update(id, { ...lifeColumns(moved.life, answer.kind === 'counter' ? answer.message : null), reason, updatedAt: now });
      if (moved.life.status === 'accepted' && projectStatus === 'Send briefing') {
        await tx.update(projects).set({ status: moveProject('Send briefing', 'start'), updatedAt: now }).where(eq(projects.id, row.projectId));
      }
      const view = await this.viewIn(tx, caller.id, id);
      const emails = await this.deps.notifier.record(tx, [contractNotice(moveEvent(action.kind, row.status), view)], now);
      return { result: view, emails };
    });
  }

  /**
   * Expires the offers that waited their week (the clock's move): run by the server on a timer,
   * and callable at any time. Answers how many expired.
   */
  async expireOverdue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await new ContractsRepository(this.deps.db).waitingSince(offerExpiryCutoff(now), SWEEP_BATCH);
    let expired = 0;
    for (const id of due) {
      const done = await this.writing(async (tx) => {
        const repository = new ContractsRepository(tx);
        const row = await repository.lock(id);
        const moved = row ? nextContractLife(lifeOf(row), 'system', { kind: 'expire' }, now) : null;
        // Answered or expired by another replica meanwhile: nothing to do.
        if (!row || !moved?.ok) return { result: false, emails: [] };
        await repository.update(id, { ...lifeColumns(moved.life, null), updatedAt: now });
        const view = await this.viewIn(tx, row.brandId, id);
        return { result: true, emails: await this.deps.notifier.record(tx, [contractNotice('expired', view)], now) };
      });
      if (done) expired += 1;
    }
    return expired;
  }

  /**
   * Ends the live offers, unpaid contracts and paid ones not yet delivered (refunded) of a project its brand is cancelling, inside the
   * project's transaction (its row already locked): each one by the contract rule's `cancel`, with
   * the reason and the creator told. Answers what sends their e-mails once that transaction commits.
   */
  async cancelLiveOfProject(tx: Transaction, projectId: number, now: Date): Promise<() => Promise<void>> {
    const repository = new ContractsRepository(tx);
    const live = await tx
      .select({ id: contracts.id, brandId: contracts.brandId })
      .from(contracts)
      .where(and(eq(contracts.projectId, projectId), inArray(contracts.status, [...CANCELLABLE_STATUSES])))
      .orderBy(contracts.id);
    const notices = [];
    for (const { id, brandId } of live) {
      const row = await repository.lock(id);
      const moved = row ? nextContractLife(lifeOf(row), 'brand', { kind: 'cancel' }, now) : null;
      // An offer past its week has expired already: the sweep stores that.
      if (!row || !moved?.ok) continue;
      // Paid and not yet delivered: the brand gets its money back, fee included.
      if (row.status === 'paid') await refundPaidContract(tx, this.deps.provider, id, now);
      await repository.update(id, { ...lifeColumns(moved.life, null), reason: PROJECT_CANCELLED, updatedAt: now });
      notices.push(contractNotice(moveEvent('cancel', row.status), await this.viewIn(tx, brandId, id)));
    }
    const emails = await this.deps.notifier.record(tx, notices, now);
    return () => this.deps.notifier.deliver(emails, this.deps.onMailFailure);
  }

  private async viewIn(tx: Transaction, viewerId: number, id: number): Promise<ContractView> {
    const [view] = await new ContractsRepository(tx).views(viewerId, { ids: [id] }, { limit: 1, offset: 0 });
    if (!view) throw new AppError('CONTRACT.NOT_FOUND');
    return view;
  }

  /** Runs a write, then sends its e-mails once it has committed. */
  private async writing<Result>(work: (tx: Transaction) => Promise<{ result: Result; emails: PendingEmails }>): Promise<Result> {
    try {
      const { result, emails } = await this.deps.db.transaction(work);
      await this.deps.notifier.deliver(emails, this.deps.onMailFailure);
      return result;
    } catch (error) {
      // The project's row lock keeps two proposals from racing; this is the index's last word.
      if (uniqueViolationOf(error) === 'contracts_live_pair_key') throw new AppError('PROPOSAL.ALREADY_LIVE');
      throw error;
    }
  }
}

/** Every proposal's creator is an active creator of the project, its deadline not past, and none has a live contract. */
async function refuseBadProposals(tx: Transaction, body: CreateProposalsBodyWire, today: string): Promise<void> {
  const asked = body.proposals.map((item) => item.creator_id);
  const members = await tx
    .select({ creatorId: projectCreators.creatorId })
    .from(projectCreators)
    .innerJoin(creators, eq(creators.id, projectCreators.creatorId))
    .where(and(eq(projectCreators.projectId, body.project_id), inArray(projectCreators.creatorId, asked), eq(creators.active, true)));
  const inProject = new Set(members.map((member) => member.creatorId));
  const live = await new ContractsRepository(tx).liveCreators(body.project_id, asked);
  const check = (code: 'PROPOSAL.CREATOR_NOT_IN_PROJECT' | 'PROPOSAL.DEADLINE_PAST' | 'PROPOSAL.ALREADY_LIVE', field: string, message: string, fails: (index: number) => boolean) => {
    const fields = Object.fromEntries(body.proposals.flatMap((_, index) => (fails(index) ? [[`proposals.${String(index)}.${field}`, message]] : [])));
    if (Object.keys(fields).length > 0) throw new AppError(code, fields);
  };
  check('PROPOSAL.CREATOR_NOT_IN_PROJECT', 'creator_id', 'Este criador não faz parte do projeto.', (i) => !inProject.has(asked[i] ?? 0));
  check('PROPOSAL.DEADLINE_PAST', 'deadline', 'O prazo não pode ser uma data que já passou.', (i) => (body.proposals[i]?.deadline ?? today) < today);
  check('PROPOSAL.ALREADY_LIVE', 'creator_id', 'Este criador já tem uma proposta ou um contrato em andamento neste projeto.', (i) => live.has(asked[i] ?? 0));
}
