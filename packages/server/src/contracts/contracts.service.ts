import { CONTRACT_LIMITS } from '@publi/contract';
import { findUser } from '../accounts/find-user.js';
import { managedCreatorUserId } from '../agents/acting-for.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { PaymentProviderPort } from '../ports/payment-provider.port.js';
import type { ContractView } from './contract-record.js';
import { ContractsRepository, type ContractFilter } from './contracts.repository.js';

/** What the contract routes hand the services: the database, the clock, and the notifier. */
export interface ContractsDeps {
  readonly db: Database;
  readonly clock: ClockPort;
  readonly notifier: Notifier;
  /** Refunds a paid contract the brand cancels before delivery. */
  readonly provider: PaymentProviderPort;
}

/**
 * Reading proposals and contracts: only their parties (the brand, the creator, the creator's
 * linked agent) see one. The writes are the proposals' (`ContractsProposalsService`), the
 * parties' moves (`ContractsMovesService`) and the clock's (`ContractsExpiryService`).
 */
export class ContractsService {
  constructor(private readonly deps: ContractsDeps) {}

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
    const view = await new ContractsRepository(this.deps.db).view(caller.id, id);
    if (!view) throw new AppError('CONTRACT.NOT_FOUND');
    return view;
  }
}
