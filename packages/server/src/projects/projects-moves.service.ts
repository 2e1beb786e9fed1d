import { canMoveProject, isContractFinal, isUnderReview, moveProject, type ProjectMove } from '@publi/domain';
import { ContractsRepository } from '../contracts/contracts.repository.js';
import type { Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { lockProject, ownedView, refuseIncomplete, type ProjectsDeps } from './project-steps.js';
import type { ProjectView } from './project-view.js';
import { saoPauloToday } from './sao-paulo-today.js';

/** The projects' dependencies, and what ends a cancelled project's contracts. */
export interface ProjectsMovesDeps extends ProjectsDeps {
  /**
   * Ends a cancelled project's live contracts inside its transaction and answers what to do once
   * it commits (the contracts area's `ContractsMovesService.cancelLiveOfProject`); left out where
   * no contract can exist (the seeds before proposals, the benchmark).
   */
  readonly endContracts?: (tx: Transaction, projectId: number, now: Date) => Promise<() => Promise<void>>;
}

/** A brand's moves of its project's status, on the domain's `moveProject`. */
export class ProjectsMovesService {
  constructor(private readonly deps: ProjectsMovesDeps) {}

  /**
   * A brand's move (`POST /project/status`); publishing checks the whole wizard first.
   *
   * @throws AppError `PROJECT.MOVE_NOT_ALLOWED` from the wrong status, `REQUEST.INVALID`, `PROJECT.NOT_FOUND`.
   */
  async move(externalId: string, id: number, move: ProjectMove): Promise<ProjectView> {
    const now = this.deps.clock.now();
    let afterCommit = () => Promise.resolve();
    const view = await this.deps.db.transaction(async (tx) => {
      const { owner, project, repository } = await lockProject(tx, externalId, id);
      if (!canMoveProject(project.status, move)) throw new AppError('PROJECT.MOVE_NOT_ALLOWED');
      if (move === 'complete' || move === 'cancel') await refuseWorkInFlight(tx, id, move);
      if (move === 'publish') {
        const creators = await repository.deliveries(id);
        refuseIncomplete({ ...project, creators }, saoPauloToday(this.deps.clock));
      }
      await repository.setStatus(id, moveProject(project.status, move), now);
      // A cancelled project leaves no creator waiting on it: its live contracts end with it.
      if (move === 'cancel' && this.deps.endContracts) afterCommit = await this.deps.endContracts(tx, id, now);
      return ownedView(tx, id, owner);
    });
    await afterCommit();
    return view;
  }
}

// Contracts whose work is under way: delivered work the brand has not answered (the domain's
// `isUnderReview`) cannot be dropped by cancelling the project, and nothing but final contracts
// lets it be completed.
async function refuseWorkInFlight(tx: Transaction, projectId: number, move: 'complete' | 'cancel'): Promise<void> {
  const statuses = await new ContractsRepository(tx).statusesOf(projectId);
  if (move === 'complete' && statuses.some((status) => !isContractFinal(status))) {
    throw new AppError('PROJECT.MOVE_NOT_ALLOWED', undefined, 'O projeto só pode ser concluído quando todos os contratos terminarem: aprovados, recusados, expirados ou cancelados.');
  }
  if (move === 'cancel' && statuses.some(isUnderReview)) {
    throw new AppError('PROJECT.MOVE_NOT_ALLOWED', undefined, 'Há entregas aguardando a sua resposta: aprove-as ou peça ajustes antes de cancelar o projeto.');
  }
}
