import { ApplicationError } from '../errors/application-error.js';
import type { Project } from '../model/project.model.js';
import type { ProjectPort } from '../ports/project.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';

/**
 * A project by id with the kept token. Without either it throws
 * `PROJECT.ID_AND_TOKEN_REQUIRED` ('id e token são obrigatórios'); other failures are rethrown.
 */
export class GetProjectUseCase {
  /** @param projects - the project port. @param tokens - the kept token. */
  constructor(private readonly projects: ProjectPort, private readonly tokens: TokenStorePort) {}

  /** The project. */
  execute(id: number | null | undefined): Promise<Project> {
    const token = this.tokens.read();
    if (id == null || !Number.isInteger(id) || id <= 0 || token === null) {
      return Promise.reject(new ApplicationError('PROJECT.ID_AND_TOKEN_REQUIRED'));
    }
    return this.projects.getDetails(id, token);
  }
}
