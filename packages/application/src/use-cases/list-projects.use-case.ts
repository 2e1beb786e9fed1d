import { DEFAULT_PROJECT_STATUS_FILTER } from '@publi/domain';
import type { Project, ProjectListFilter } from '../model/project.model.js';
import type { LoggerPort } from '../ports/logger.port.js';
import type { ProjectPort } from '../ports/project.port.js';
import { orFallback } from './or-fallback.js';

/** The brand's projects, by name and status (every status, 'Todos', when none is chosen); a failure logs and lists none. */
export class ListProjectsUseCase {
  /** @param projects - the project port. @param logger - where failures go. */
  constructor(private readonly projects: ProjectPort, private readonly logger: LoggerPort) {}

  /** The matching projects. */
  execute(filter: ProjectListFilter = {}): Promise<readonly Project[]> {
    const name = filter.name?.trim();
    const status = filter.status ?? DEFAULT_PROJECT_STATUS_FILTER;
    const query: ProjectListFilter = { ...(status ? { status } : {}), ...(name ? { name } : {}) };
    return orFallback(this.logger, 'Falha ao listar os projetos', () => this.projects.list(query), []);
  }
}
