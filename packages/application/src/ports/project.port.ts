import type { CartDelivery, ProjectMove } from '@publi/domain';
import type {
  Project,
  ProjectExportFile,
  ProjectExportFormat,
  ProjectListFilter,
  ProjectOption,
  ProjectPage,
  ProjectTypeOption,
  ProjectWizard,
} from '../model/project.model.js';

/**
 * A brand's projects (`/project*`, `/account/user/projects`). Acts on the token owner's
 * projects: another brand's, like an unknown id, throws `PROJECT.NOT_FOUND`; an account that is
 * not a brand `BRAND.ONLY`; a change to an ended project `PROJECT.CLOSED`.
 */
export interface ProjectPort {
  /** The kinds of project (reference data). */
  listTypes(): Promise<readonly ProjectTypeOption[]>;
  /** The options a project may have, priced per creator (reference data). */
  listOptions(): Promise<readonly ProjectOption[]>;
  /**
   * Saves the wizard's state as a `Draft`, creating it when `id` is `null`.
   * Throws `PROJECT.NOT_DRAFT` once the project is published.
   */
  saveDraft(wizard: ProjectWizard): Promise<Project>;
  /** Publishes the finished wizard (creating the project when `id` is `null`); `REQUEST.INVALID` with the fields that miss. */
  publish(wizard: ProjectWizard): Promise<Project>;
  /** Edits a project that has not ended (`id` required). */
  update(wizard: ProjectWizard & { readonly id: number }): Promise<Project>;
  /** Needs both `id` and `token`: `PROJECT.ID_AND_TOKEN_REQUIRED` otherwise. */
  getDetails(id: number, token: string): Promise<Project>;
  addOption(projectId: number, optionId: number): Promise<Project>;
  removeOption(projectId: number, optionId: number): Promise<Project>;
  /** Adds creators with their deliveries; a creator already in the project has theirs replaced. */
  insertCreators(projectId: number, deliveries: readonly CartDelivery[]): Promise<Project>;
  removeCreators(projectId: number, creatorIds: readonly number[]): Promise<Project>;
  /** A brand's move (publish, complete, cancel); `PROJECT.MOVE_NOT_ALLOWED` from the wrong status. */
  move(projectId: number, move: ProjectMove): Promise<Project>;
  /** One page of the brand's projects with the counts per status. */
  list(filter: ProjectListFilter): Promise<ProjectPage>;
  /** The project as a CSV or .xlsx file. */
  exportProject(projectId: number, format: ProjectExportFormat): Promise<ProjectExportFile>;
}
