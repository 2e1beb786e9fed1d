import { saoPauloDay, takesProposals } from '@publi/domain';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import type { Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { requireBrand } from '../projects/require-brand.js';
import { contractNotice } from './contract-notices.js';
import type { ContractView } from './contract-record.js';
import type { NewProposals } from './contract-requests.js';
import { writeThenMail } from './contract-writes.js';
import { ContractsRepository } from './contracts.repository.js';
import type { ContractsDeps } from './contracts.service.js';

/**
 * The brand's proposals: one `pending` contract with its chat per creator, all or none, under
 * the project's row lock (two proposals to one creator wait for each other); each creator is told.
 */
export class ContractsProposalsService {
  constructor(private readonly deps: ContractsDeps) {}

  /**
   * The brand proposes to creators of its project (`POST /proposals/create`).
   *
   * @throws AppError `BRAND.ONLY`, `PROJECT.NOT_FOUND`, `PROPOSAL.PROJECT_NOT_OPEN`,
   * `PROPOSAL.CREATOR_NOT_IN_PROJECT`, `PROPOSAL.DEADLINE_PAST`, `PROPOSAL.ALREADY_LIVE` (by field).
   */
  async propose(externalId: string, request: NewProposals): Promise<ContractView[]> {
    const now = this.deps.clock.now();
    return writeThenMail(this.deps, async (tx) => {
      const owner = await lockWritableUser(tx, externalId);
      requireBrand(owner);
      const projects = new ProjectsRepository(tx);
      const project = await projects.lock(request.projectId, owner.id);
      if (!project) throw new AppError('PROJECT.NOT_FOUND');
      if (!takesProposals(project.status)) throw new AppError('PROPOSAL.PROJECT_NOT_OPEN');
      await refuseBadProposals(tx, request, saoPauloDay(now));
      const repository = new ContractsRepository(tx);
      const ids = await repository.insert(request.proposals.map((item) => ({ ...item, projectId: project.id, brandId: owner.id, offeredAt: now })));
      await projects.touch(project.id, now);
      const views = await repository.views(owner.id, { ids }, { limit: ids.length, offset: 0 });
      const ordered = ids.flatMap((id) => views.filter((view) => view.row.id === id));
      const emails = await this.deps.notifier.record(tx, ordered.map((view) => contractNotice('proposal', view)), now);
      return { result: ordered, emails };
    });
  }
}

/** Every proposal's creator is an active creator of the project, its deadline not past, and none has a live contract. */
async function refuseBadProposals(tx: Transaction, request: NewProposals, today: string): Promise<void> {
  const asked = request.proposals.map((item) => item.creatorId);
  const inProject = await new ProjectsRepository(tx).activeMembers(request.projectId, asked);
  const live = await new ContractsRepository(tx).liveCreators(request.projectId, asked);
  // Field paths follow the request body, so the form marks the refused proposal.
  const check = (code: 'PROPOSAL.CREATOR_NOT_IN_PROJECT' | 'PROPOSAL.DEADLINE_PAST' | 'PROPOSAL.ALREADY_LIVE', field: string, message: string, fails: (index: number) => boolean) => {
    const fields = Object.fromEntries(request.proposals.flatMap((_, index) => (fails(index) ? [[`proposals.${String(index)}.${field}`, message]] : [])));
    if (Object.keys(fields).length > 0) throw new AppError(code, fields);
  };
  check('PROPOSAL.CREATOR_NOT_IN_PROJECT', 'creator_id', 'Este criador não faz parte do projeto.', (i) => !inProject.has(asked[i] ?? 0));
  check('PROPOSAL.DEADLINE_PAST', 'deadline', 'O prazo não pode ser uma data que já passou.', (i) => (request.proposals[i]?.deadline ?? today) < today);
  check('PROPOSAL.ALREADY_LIVE', 'creator_id', 'Este criador já tem uma proposta ou um contrato em andamento neste projeto.', (i) => live.has(asked[i] ?? 0));
}
