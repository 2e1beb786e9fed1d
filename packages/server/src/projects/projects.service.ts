import { findUser } from '../accounts/find-user.js';
import type { ProjectOptionRecord } from './project-record.js';
import { ownedView, type ProjectsDeps } from './project-steps.js';
import type { ProjectView } from './project-view.js';
import { ProjectsRepository, type ProjectListPage, type ProjectListQuery } from './projects.repository.js';
import { requireBrand } from './require-brand.js';

export type { ProjectsDeps } from './project-steps.js';

/**
 * Reading a brand's projects. Every call names the caller by the token's uid and reads only their
 * own projects: another brand's project is `PROJECT.NOT_FOUND`, exactly as an unknown id. The
 * writes are the wizard's (`ProjectsWizardService`), the creators' and options' (`ProjectsContentsService`)
 * and the status moves (`ProjectsMovesService`).
 */
export class ProjectsService {
  constructor(private readonly deps: ProjectsDeps) {}

  /** The reference list of options. */
  options(): Promise<ProjectOptionRecord[]> {
    return new ProjectsRepository(this.deps.db).options();
  }

  /** The project (`GET /project/details`). @throws AppError `PROJECT.NOT_FOUND`, `BRAND.ONLY`. */
  async details(externalId: string, id: number): Promise<ProjectView> {
    const owner = await findUser(this.deps.db, externalId);
    requireBrand(owner);
    return ownedView(this.deps.db, id, owner);
  }

  /** One page of the brand's projects. @throws AppError `BRAND.ONLY`, `USER.NOT_FOUND`. */
  async list(externalId: string, query: Omit<ProjectListQuery, 'ownerId'>): Promise<ProjectListPage> {
    const owner = await findUser(this.deps.db, externalId);
    requireBrand(owner);
    return new ProjectsRepository(this.deps.db).list({ ...query, ownerId: owner.id });
  }
}
