import { managedCreatorUserId } from '../agents/acting-for.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { creatorProjectsSheet, type ExportSheet } from './export/index.js';

/**
 * The projects in which a creator has a proposal or a contract, for the creator or their
 * linked agent (`GET /project/export/creators`). Being in a brand's project is not enough: a
 * project's creators are the brand's private shortlist until a proposal is made, so until
 * proposals exist (the next issue) the sheet has its header only.
 */
export class ProjectsExportService {
  constructor(private readonly deps: { readonly db: Database }) {}

  /** @throws AppError `CREATOR.NOT_FOUND`, `AGENT.NOT_LINKED` for anyone but the creator and their agent. */
  async sheet(callerUid: string, creatorId: number): Promise<ExportSheet> {
    await managedCreatorUserId(this.deps.db, callerUid, creatorId);
    const [card] = await new CreatorsRepository(this.deps.db).cards([creatorId]);
    if (!card) throw new AppError('CREATOR.NOT_FOUND');
    return creatorProjectsSheet(card.name, []);
  }
}
