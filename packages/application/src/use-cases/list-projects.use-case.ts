import { DEFAULT_PROJECT_STATUS_FILTER } from '@publi/domain';
import type { ProjectListFilter, ProjectPage } from '../model/project.model.js';
import type { ProjectPort } from '../ports/project.port.js';

/** The brand's projects, a page at a time, by name and status (every status, 'Todos', when none is chosen). Failures are rethrown. */
export class ListProjectsUseCase {
  /** @param projects - the project port. */
  constructor(private readonly projects: ProjectPort) {}

  /** The page, with the counts per status for the name. */
  execute(filter: ProjectListFilter = {}): Promise<ProjectPage> {
    const name = filter.name?.trim();
    return this.projects.list({
      status: filter.status ?? DEFAULT_PROJECT_STATUS_FILTER,
      page: filter.page ?? 1,
      ...(filter.limit === undefined ? {} : { limit: filter.limit }),
      ...(name ? { name } : {}),
    });
  }
}
