import { PROJECT_LIMITS } from '@publi/contract';
import {
  canMoveProject,
  isContractFinal,
  isProjectEnded,
  isUnderReview,
  moveProject,
  PROJECT_MESSAGES,
  setCartDelivery,
  wizardErrors,
  type CartDelivery,
  
  type ProjectMove,
} from '@publi/domain';
import { eq } from 'drizzle-orm';
import { findUser } from '../accounts/find-user.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import type { Account } from '../accounts/account.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database, Queryable, Transaction } from '../db/database.js';
import { contracts } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { ProjectOptionRecord, ProjectRecord, ProjectWizardState } from './project-record.js';
import { loadProjectView, type ProjectView } from './project-view.js';
import { wizardChecksOf } from './project-wizard-from-wire.js';
import { ProjectsRepository, type ProjectListPage, type ProjectListQuery } from './projects.repository.js';
import { requireBrand } from './require-brand.js';
import { saoPauloToday } from './sao-paulo-today.js';

const TOO_MANY = `Um projeto pode ter no máximo ${PROJECT_LIMITS.creators} criadores.`;

/** The owner's project, locked for the transaction, and what a change of it needs. */
interface Locked {
  readonly tx: Transaction;
  readonly owner: Account;
  readonly project: ProjectRecord;
  readonly repository: ProjectsRepository;
}

/**
 * A brand's projects. Every call names the caller by the token's uid and acts only on their
 * own projects: another brand's project is `PROJECT.NOT_FOUND`, exactly as an unknown id.
 * Each write runs in one transaction with the project's row locked, checks everything before it
 * writes (nothing half-written), and answers the whole project. The rules are the domain's:
 * `moveProject`, `wizardErrors`, `projectTotal`, `setCartDelivery`.
 */
export class ProjectsService {
  /**
   * @param endContracts - ends a cancelled project's live contracts inside its transaction and
   * answers what to do once it commits (the contracts area's `cancelLiveOfProject`); left out
   * where no contract can exist (the seeds before proposals, the benchmark).
   */
  constructor(
    private readonly db: Database,
    private readonly clock: ClockPort,
    private readonly endContracts?: (tx: Transaction, projectId: number, now: Date) => Promise<() => Promise<void>>,
  ) {}

  /** The reference list of options. */
  options(): Promise<ProjectOptionRecord[]> {
    return new ProjectsRepository(this.db).options();
  }

  /**
   * Saves the wizard as a `Draft` (`POST /project/save`), creating it when `id` is null.
   *
   * @throws AppError `PROJECT.NOT_DRAFT` once published, `PROJECT.CREATOR_NOT_FOUND`, `PROJECT.NOT_FOUND`.
   */
  saveDraft(externalId: string, id: number | null, state: ProjectWizardState): Promise<ProjectView> {
    return this.db.transaction(async (tx) => {
      const owner = await lockBrand(tx, externalId);
      await refuseUnknownCreators(tx, state.creators);
      const projectId = await this.writeDraft(tx, owner, id, state);
      return this.view(tx, projectId, owner);
    });
  }

  /**
   * Publishes the finished wizard (`POST /project`): the draft `id`, or a new project.
   *
   * @throws AppError `REQUEST.INVALID` with the domain's `wizardErrors` by field, and as `saveDraft`.
   */
  publish(externalId: string, id: number | null, state: ProjectWizardState): Promise<{ readonly view: ProjectView; readonly created: boolean }> {
    return this.db.transaction(async (tx) => {
      const owner = await lockBrand(tx, externalId);
      await refuseUnknownCreators(tx, state.creators);
      refuseIncomplete(state, saoPauloToday(this.clock));
      const projectId = await this.writeDraft(tx, owner, id, state);
      await new ProjectsRepository(tx).setStatus(projectId, moveProject('Draft', 'publish'), this.clock.now());
      return { view: await this.view(tx, projectId, owner), created: id === null };
    });
  }

  /**
   * Edits a project that has not ended (`PUT /project`). A published project must stay
   * complete; its start may stay on a day already past (the campaign began), not move into the past.
   *
   * @throws AppError `PROJECT.CLOSED`, `REQUEST.INVALID`, `PROJECT.CREATOR_NOT_FOUND`, `PROJECT.NOT_FOUND`.
   */
  update(externalId: string, id: number, state: ProjectWizardState): Promise<ProjectView> {
    return this.change(externalId, id, async ({ tx, project, repository }) => {
      await refuseUnknownCreators(tx, state.creators);
      if (project.status !== 'Draft') {
        const today = saoPauloToday(this.clock);
        // A start already past may stay (the campaign began); it may not be moved into the past.
        const keptStart = project.startDate !== null && project.startDate < today && project.startDate === state.startDate ? project.startDate : null;
        refuseIncomplete(state, keptStart ?? today);
      }
      await repository.update(id, state, this.clock.now());
      await repository.replaceDeliveries(id, state.creators);
    });
  }

  /** The project (`GET /project/details`). @throws AppError `PROJECT.NOT_FOUND`, `BRAND.ONLY`. */
  async details(externalId: string, id: number): Promise<ProjectView> {
    const owner = await findUser(this.db, externalId);
    requireBrand(owner);
    return this.view(this.db, id, owner);
  }

  /** Adds option `optionId`. @throws AppError `PROJECT.OPTION_NOT_FOUND`, `PROJECT.CLOSED`, `PROJECT.NOT_FOUND`. */
  addOption(externalId: string, id: number, optionId: number): Promise<ProjectView> {
    return this.change(externalId, id, async ({ repository }) => {
      if (!(await repository.optionExists(optionId))) throw new AppError('PROJECT.OPTION_NOT_FOUND', { option_id: 'Esta opção de projeto não existe.' });
      await repository.addOption(id, optionId);
      await repository.touch(id, this.clock.now());
    });
  }

  /** Takes option `optionId` out. @throws AppError as {@link addOption}. */
  removeOption(externalId: string, id: number, optionId: number): Promise<ProjectView> {
    return this.change(externalId, id, async ({ repository }) => {
      if (!(await repository.optionExists(optionId))) throw new AppError('PROJECT.OPTION_NOT_FOUND', { option_id: 'Esta opção de projeto não existe.' });
      await repository.removeOption(id, optionId);
      await repository.touch(id, this.clock.now());
    });
  }

  /** Adds creators, replacing the delivery of one already there (the cart's rule). */
  insertCreators(externalId: string, id: number, deliveries: readonly CartDelivery[]): Promise<ProjectView> {
    return this.change(externalId, id, async ({ tx, repository }) => {
      await refuseUnknownCreators(tx, deliveries);
      const current = { userId: externalId, creators: await repository.deliveries(id) };
      const next = deliveries.reduce(setCartDelivery, current).creators;
      if (next.length > PROJECT_LIMITS.creators) throw new AppError('REQUEST.INVALID', { creators: TOO_MANY });
      await repository.replaceDeliveries(id, next);
      await repository.touch(id, this.clock.now());
    });
  }

  /** Takes creators out (ids not in the project are ignored); a published project keeps at least one. */
  removeCreators(externalId: string, id: number, creatorIds: readonly number[]): Promise<ProjectView> {
    return this.change(externalId, id, async ({ project, repository }) => {
      const leaving = new Set(creatorIds);
      const next = (await repository.deliveries(id)).filter((delivery) => !leaving.has(delivery.creatorId));
      if (next.length === 0 && project.status !== 'Draft') throw new AppError('REQUEST.INVALID', { creators: PROJECT_MESSAGES.lastCreator });
      await repository.replaceDeliveries(id, next);
      await repository.touch(id, this.clock.now());
    });
  }

  /**
   * A brand's move (`POST /project/status`); publishing checks the whole wizard first.
   *
   * @throws AppError `PROJECT.MOVE_NOT_ALLOWED` from the wrong status, `REQUEST.INVALID`, `PROJECT.NOT_FOUND`.
   */
  async move(externalId: string, id: number, move: ProjectMove): Promise<ProjectView> {
    const now = this.clock.now();
    let afterCommit = () => Promise.resolve();
    const view = await this.db.transaction(async (tx) => {
      const { owner, project, repository } = await lockProject(tx, externalId, id);
      if (!canMoveProject(project.status, move)) throw new AppError('PROJECT.MOVE_NOT_ALLOWED');
      if (move === 'complete' || move === 'cancel') await refuseWorkInFlight(tx, id, move);
      if (move === 'publish') {
        const creators = await repository.deliveries(id);
        refuseIncomplete({ ...project, creators }, saoPauloToday(this.clock));
      }
      await repository.setStatus(id, moveProject(project.status, move), now);
      // A cancelled project leaves no creator waiting on it: its live contracts end with it.
      if (move === 'cancel' && this.endContracts) afterCommit = await this.endContracts(tx, id, now);
      return this.view(tx, id, owner);
    });
    await afterCommit();
    return view;
  }

  /** One page of the brand's projects. @throws AppError `BRAND.ONLY`, `USER.NOT_FOUND`. */
  async list(externalId: string, query: Omit<ProjectListQuery, 'ownerId'>): Promise<ProjectListPage> {
    const owner = await findUser(this.db, externalId);
    requireBrand(owner);
    return new ProjectsRepository(this.db).list({ ...query, ownerId: owner.id });
  }

  // Creates the draft, or rewrites draft `id`; answers its id.
  private async writeDraft(tx: Transaction, owner: Account, id: number | null, state: ProjectWizardState): Promise<number> {
    const repository = new ProjectsRepository(tx);
    const now = this.clock.now();
    if (id === null) {
      const created = await repository.insert(owner.id, 'Draft', state, now);
      await repository.replaceDeliveries(created, state.creators);
      return created;
    }
    const project = await repository.lock(id, owner.id);
    if (!project) throw new AppError('PROJECT.NOT_FOUND');
    if (project.status !== 'Draft') throw new AppError('PROJECT.NOT_DRAFT');
    await repository.update(id, state, now);
    await repository.replaceDeliveries(id, state.creators);
    return id;
  }

  // A change to a project that has not ended, then the whole project read back.
  private change(externalId: string, id: number, apply: (locked: Locked) => Promise<void>): Promise<ProjectView> {
    return this.db.transaction(async (tx) => {
      const locked = await lockProject(tx, externalId, id);
      if (isProjectEnded(locked.project.status)) throw new AppError('PROJECT.CLOSED');
      await apply(locked);
      return this.view(tx, id, locked.owner);
    });
  }

  private async view(db: Queryable, id: number, owner: Account): Promise<ProjectView> {
    const project = await new ProjectsRepository(db).findOwned(id, owner.id);
    if (!project) throw new AppError('PROJECT.NOT_FOUND');
    return loadProjectView(db, project);
  }
}

// Contracts whose work is under way: delivered work the brand has not answered (the domain's
// `isUnderReview`) cannot be dropped by cancelling the project, and nothing but final contracts
// lets it be completed.
async function refuseWorkInFlight(tx: Transaction, projectId: number, move: 'complete' | 'cancel'): Promise<void> {
  const rows = await tx.select({ status: contracts.status }).from(contracts).where(eq(contracts.projectId, projectId));
  // The CHECK constraint keeps `status` to the domain's statuses.
  const statuses = rows.map((row) => row.status);
  if (move === 'complete' && statuses.some((status) => !isContractFinal(status))) {
    throw new AppError('PROJECT.MOVE_NOT_ALLOWED', undefined, 'O projeto só pode ser concluído quando todos os contratos terminarem: aprovados, recusados, expirados ou cancelados.');
  }
  if (move === 'cancel' && statuses.some(isUnderReview)) {
    throw new AppError('PROJECT.MOVE_NOT_ALLOWED', undefined, 'Há entregas aguardando a sua resposta: aprove-as ou peça ajustes antes de cancelar o projeto.');
  }
}

async function lockBrand(tx: Transaction, externalId: string): Promise<Account> {
  const owner = await lockWritableUser(tx, externalId);
  requireBrand(owner);
  return owner;
}

async function lockProject(tx: Transaction, externalId: string, id: number): Promise<Locked> {
  const owner = await lockBrand(tx, externalId);
  const repository = new ProjectsRepository(tx);
  const project = await repository.lock(id, owner.id);
  if (!project) throw new AppError('PROJECT.NOT_FOUND');
  return { tx, owner, project, repository };
}

function refuseIncomplete(state: ProjectWizardState, today: string): void {
  const fields = wizardErrors(wizardChecksOf(state), today);
  if (Object.keys(fields).length > 0) throw new AppError('REQUEST.INVALID', fields);
}

// Field paths follow the request body (`creators.2.creator_id` or `step1.creators.2.creator_id`
// are both read by the form as "that creator"), so the refused creator is marked.
async function refuseUnknownCreators(db: Queryable, deliveries: readonly CartDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  const active = await new CreatorsRepository(db).activeIds(deliveries.map((delivery) => delivery.creatorId));
  const fields: Record<string, string> = {};
  deliveries.forEach((delivery, index) => {
    if (!active.has(delivery.creatorId)) fields[`creators.${index}.creator_id`] = PROJECT_MESSAGES.creatorGone;
  });
  if (Object.keys(fields).length > 0) throw new AppError('PROJECT.CREATOR_NOT_FOUND', fields);
}
