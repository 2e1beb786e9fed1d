import { PROJECT_LIMITS } from '@publi/contract';
import { PROJECT_MESSAGES, setCartDelivery, type CartDelivery } from '@publi/domain';
import { AppError } from '../errors/app-error.js';
import { changeProject, refuseUnknownCreators, type ProjectsDeps } from './project-steps.js';
import type { ProjectView } from './project-view.js';

const TOO_MANY = `Um projeto pode ter no máximo ${PROJECT_LIMITS.creators} criadores.`;

/** A project's creators and options, changed while the project has not ended (the cart's rule for creators). */
export class ProjectsContentsService {
  constructor(private readonly deps: ProjectsDeps) {}

  /** Adds option `optionId`. @throws AppError `PROJECT.OPTION_NOT_FOUND`, `PROJECT.CLOSED`, `PROJECT.NOT_FOUND`. */
  addOption(externalId: string, id: number, optionId: number): Promise<ProjectView> {
    return changeProject(this.deps.db, externalId, id, async ({ repository }) => {
      if (!(await repository.optionExists(optionId))) throw new AppError('PROJECT.OPTION_NOT_FOUND', { option_id: 'Esta opção de projeto não existe.' });
      await repository.addOption(id, optionId);
      await repository.touch(id, this.deps.clock.now());
    });
  }

  /** Takes option `optionId` out. @throws AppError as {@link addOption}. */
  removeOption(externalId: string, id: number, optionId: number): Promise<ProjectView> {
    return changeProject(this.deps.db, externalId, id, async ({ repository }) => {
      if (!(await repository.optionExists(optionId))) throw new AppError('PROJECT.OPTION_NOT_FOUND', { option_id: 'Esta opção de projeto não existe.' });
      await repository.removeOption(id, optionId);
      await repository.touch(id, this.deps.clock.now());
    });
  }

  /** Adds creators, replacing the delivery of one already there (the cart's rule). */
  insertCreators(externalId: string, id: number, deliveries: readonly CartDelivery[]): Promise<ProjectView> {
    return changeProject(this.deps.db, externalId, id, async ({ tx, repository }) => {
      await refuseUnknownCreators(tx, deliveries);
      const current = { userId: externalId, creators: await repository.deliveries(id) };
      const next = deliveries.reduce(setCartDelivery, current).creators;
      if (next.length > PROJECT_LIMITS.creators) throw new AppError('REQUEST.INVALID', { creators: TOO_MANY });
      await repository.replaceDeliveries(id, next);
      await repository.touch(id, this.deps.clock.now());
    });
  }

  /** Takes creators out (ids not in the project are ignored); a published project keeps at least one. */
  removeCreators(externalId: string, id: number, creatorIds: readonly number[]): Promise<ProjectView> {
    return changeProject(this.deps.db, externalId, id, async ({ project, repository }) => {
      const leaving = new Set(creatorIds);
      const next = (await repository.deliveries(id)).filter((delivery) => !leaving.has(delivery.creatorId));
      if (next.length === 0 && project.status !== 'Draft') throw new AppError('REQUEST.INVALID', { creators: PROJECT_MESSAGES.lastCreator });
      await repository.replaceDeliveries(id, next);
      await repository.touch(id, this.deps.clock.now());
    });
  }
}
