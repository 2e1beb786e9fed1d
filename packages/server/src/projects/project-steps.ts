import { isProjectEnded, PROJECT_MESSAGES, wizardErrors, type CartDelivery } from '@publi/domain';
import type { Account } from '../accounts/account.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database, Queryable, Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { ProjectRecord, ProjectWizardState } from './project-record.js';
import { loadProjectView, type ProjectView } from './project-view.js';
import { ProjectsRepository } from './projects.repository.js';
import { requireBrand } from './require-brand.js';
import { wizardChecksOf } from './wizard-checks.js';

// The steps the projects' services share: each write locks the brand and then its project, checks
// everything before it writes (nothing half-written), and answers the whole project.

/** What the projects' services are built on: the database and the clock (tests fix it). */
export interface ProjectsDeps {
  readonly db: Database;
  readonly clock: ClockPort;
}

/** The owner's project, locked for the transaction, and what a change of it needs. */
export interface LockedProject {
  readonly tx: Transaction;
  readonly owner: Account;
  readonly project: ProjectRecord;
  readonly repository: ProjectsRepository;
}

/** The caller, locked and writable, as a brand. @throws AppError `USER.*`, `BRAND.ONLY`. */
export async function lockBrand(tx: Transaction, externalId: string): Promise<Account> {
  const owner = await lockWritableUser(tx, externalId);
  requireBrand(owner);
  return owner;
}

/** The caller's project `id`, locked. @throws AppError `PROJECT.NOT_FOUND` for another brand's, as for an unknown id. */
export async function lockProject(tx: Transaction, externalId: string, id: number): Promise<LockedProject> {
  const owner = await lockBrand(tx, externalId);
  const repository = new ProjectsRepository(tx);
  const project = await repository.lock(id, owner.id);
  if (!project) throw new AppError('PROJECT.NOT_FOUND');
  return { tx, owner, project, repository };
}

/** A change to a project that has not ended, then the whole project read back. @throws AppError `PROJECT.CLOSED`. */
export function changeProject(db: Database, externalId: string, id: number, apply: (locked: LockedProject) => Promise<void>): Promise<ProjectView> {
  return db.transaction(async (tx) => {
    const locked = await lockProject(tx, externalId, id);
    if (isProjectEnded(locked.project.status)) throw new AppError('PROJECT.CLOSED');
    await apply(locked);
    return ownedView(tx, id, locked.owner);
  });
}

/** The owner's project `id` with its creators, options and total. @throws AppError `PROJECT.NOT_FOUND`. */
export async function ownedView(db: Queryable, id: number, owner: Account): Promise<ProjectView> {
  const project = await new ProjectsRepository(db).findOwned(id, owner.id);
  if (!project) throw new AppError('PROJECT.NOT_FOUND');
  return loadProjectView(db, project);
}

/** @throws AppError `REQUEST.INVALID` with the domain's `wizardErrors` by field. */
export function refuseIncomplete(state: ProjectWizardState, today: string): void {
  const fields = wizardErrors(wizardChecksOf(state), today);
  if (Object.keys(fields).length > 0) throw new AppError('REQUEST.INVALID', fields);
}

// Field paths follow the request body (`creators.2.creator_id` or `step1.creators.2.creator_id`
// are both read by the form as "that creator"), so the refused creator is marked.
/** @throws AppError `PROJECT.CREATOR_NOT_FOUND` for a creator that is not active. */
export async function refuseUnknownCreators(db: Queryable, deliveries: readonly CartDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  const active = await new CreatorsRepository(db).activeIds(deliveries.map((delivery) => delivery.creatorId));
  const fields: Record<string, string> = {};
  deliveries.forEach((delivery, index) => {
    if (!active.has(delivery.creatorId)) fields[`creators.${index}.creator_id`] = PROJECT_MESSAGES.creatorGone;
  });
  if (Object.keys(fields).length > 0) throw new AppError('PROJECT.CREATOR_NOT_FOUND', fields);
}
