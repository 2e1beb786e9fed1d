import type { Project, ProjectDraft, ProjectListFilter } from '../model/project.model.js';

/**
 * A brand's projects (`/project*`). Acts on the token owner's projects: another brand's throws
 * `AUTH.FORBIDDEN`; an unknown id `PROJECT.NOT_FOUND`.
 */
export interface ProjectPort {
  /** Creates the project from a finished wizard. */
  create(draft: ProjectDraft): Promise<Project>;
  update(id: number, draft: ProjectDraft): Promise<Project>;
  /** Saves the wizard's state; answers it with its `id` set. */
  saveDraft(draft: ProjectDraft): Promise<ProjectDraft>;
  /** Needs both `id` and `token`: `PROJECT.ID_AND_TOKEN_REQUIRED` otherwise. */
  getDetails(id: number, token: string): Promise<Project>;
  addOption(projectId: number, optionId: number): Promise<Project>;
  removeOption(projectId: number, optionId: number): Promise<Project>;
  insertCreators(projectId: number, creatorIds: readonly number[]): Promise<Project>;
  removeCreators(projectId: number, creatorIds: readonly number[]): Promise<Project>;
  list(filter: ProjectListFilter): Promise<readonly Project[]>;
}
