import { moveProject } from '@publi/domain';
import type { Account } from '../accounts/account.js';
import type { Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { ProjectWizardState } from './project-record.js';
import { changeProject, lockBrand, ownedView, refuseIncomplete, refuseUnknownCreators, type ProjectsDeps } from './project-steps.js';
import type { ProjectView } from './project-view.js';
import { ProjectsRepository } from './projects.repository.js';
import { saoPauloToday } from './sao-paulo-today.js';

/**
 * The project wizard: drafts saved as the brand goes, publishing the finished wizard, and editing
 * a published project, each in one transaction on the domain's `wizardErrors`.
 */
export class ProjectsWizardService {
  constructor(private readonly deps: ProjectsDeps) {}

  /**
   * Saves the wizard as a `Draft` (`POST /project/save`), creating it when `id` is null.
   *
   * @throws AppError `PROJECT.NOT_DRAFT` once published, `PROJECT.CREATOR_NOT_FOUND`, `PROJECT.NOT_FOUND`.
   */
  saveDraft(externalId: string, id: number | null, state: ProjectWizardState): Promise<ProjectView> {
    return this.deps.db.transaction(async (tx) => {
      const owner = await lockBrand(tx, externalId);
      await refuseUnknownCreators(tx, state.creators);
      const projectId = await this.writeDraft(tx, owner, id, state);
      return ownedView(tx, projectId, owner);
    });
  }

  /**
   * Publishes the finished wizard (`POST /project`): the draft `id`, or a new project.
   *
   * @throws AppError `REQUEST.INVALID` with the domain's `wizardErrors` by field, and as `saveDraft`.
   */
  publish(externalId: string, id: number | null, state: ProjectWizardState): Promise<{ readonly view: ProjectView; readonly created: boolean }> {
    return this.deps.db.transaction(async (tx) => {
      const owner = await lockBrand(tx, externalId);
      await refuseUnknownCreators(tx, state.creators);
      refuseIncomplete(state, saoPauloToday(this.deps.clock));
      const projectId = await this.writeDraft(tx, owner, id, state);
      await new ProjectsRepository(tx).setStatus(projectId, moveProject('Draft', 'publish'), this.deps.clock.now());
      return { view: await ownedView(tx, projectId, owner), created: id === null };
    });
  }

  /**
   * Edits a project that has not ended (`PUT /project`). A published project must stay
   * complete; its start may stay on a day already past (the campaign began), not move into the past.
   *
   * @throws AppError `PROJECT.CLOSED`, `REQUEST.INVALID`, `PROJECT.CREATOR_NOT_FOUND`, `PROJECT.NOT_FOUND`.
   */
  update(externalId: string, id: number, state: ProjectWizardState): Promise<ProjectView> {
    return changeProject(this.deps.db, externalId, id, async ({ tx, project, repository }) => {
      await refuseUnknownCreators(tx, state.creators);
      if (project.status !== 'Draft') {
        const today = saoPauloToday(this.deps.clock);
        // A start already past may stay (the campaign began); it may not be moved into the past.
        const keptStart = project.startDate !== null && project.startDate < today && project.startDate === state.startDate ? project.startDate : null;
        refuseIncomplete(state, keptStart ?? today);
      }
      await repository.update(id, state, this.deps.clock.now());
      await repository.replaceDeliveries(id, state.creators);
    });
  }

  // Creates the draft, or rewrites draft `id`; answers its id.
  private async writeDraft(tx: Transaction, owner: Account, id: number | null, state: ProjectWizardState): Promise<number> {
    const repository = new ProjectsRepository(tx);
    const now = this.deps.clock.now();
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
}
