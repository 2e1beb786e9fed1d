import { BRAND_MOVES, type ProjectDetailsWire, type ProjectListWire, type ProjectOptionWire } from '@publi/contract';
import { decimalFromCentavos, PROJECT_STATUSES } from '@publi/domain';
import { toCreatorCardWire } from '../creators/to-creators-wire.js';
import type { ProjectOptionRecord } from './project-record.js';
import type { ProjectView } from './project-view.js';
import type { ProjectListPage } from './projects.repository.js';

const BRAND_MOVE_SET: ReadonlySet<string> = new Set(BRAND_MOVES);
const isBrandMove = (move: string): move is (typeof BRAND_MOVES)[number] => BRAND_MOVE_SET.has(move);

/** An option in wire names, its price in reais. */
export function toProjectOptionWire(option: ProjectOptionRecord): ProjectOptionWire {
  return { option_id: option.id, name: option.name, description: option.description, price: decimalFromCentavos(option.priceCentavos) };
}

/** The project answer in wire names (the wizard's state as SPEC section 3 names it). Route layer only. */
export function toProjectWire({ project, creators, options, total, allowedMoves }: ProjectView): ProjectDetailsWire {
  return {
    id: project.id,
    status: project.status,
    step: project.step,
    projectName: project.name,
    image: project.image,
    step0: { projectType: project.projectType },
    step1: {
      amount: decimalFromCentavos(project.budgetCentavos),
      creators: creators.map(({ delivery, card, amountCentavos }) => ({
        creator_id: delivery.creatorId,
        stories: delivery.stories,
        feed: delivery.feed,
        tiktok: delivery.tiktok,
        amount: decimalFromCentavos(amountCentavos),
        creator: toCreatorCardWire(card),
      })),
    },
    step2: {
      humor: [...project.humor],
      mission: project.mission,
      creator: project.creatorWanted,
      startDate: project.startDate,
      endDate: project.endDate,
    },
    references: project.references.map(({ kind, url, name }) => ({ kind, url, name })),
    options: options.map(toProjectOptionWire),
    total: {
      creators: decimalFromCentavos(total.creatorsCentavos),
      options: decimalFromCentavos(total.optionsCentavos),
      total: decimalFromCentavos(total.totalCentavos),
    },
    allowed_moves: allowedMoves.filter(isBrandMove),
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

/** A page of the list in wire names; a card's `amount` is the budget the brand set. */
export function toProjectListWire({ rows, total, countsByStatus }: ProjectListPage, page: number, limit: number): ProjectListWire {
  const perStatus = Object.fromEntries(PROJECT_STATUSES.map((status) => [status, countsByStatus.get(status) ?? 0])) as Record<(typeof PROJECT_STATUSES)[number], number>;
  return {
    projects: rows.map((row) => ({
      id: row.id,
      status: row.status,
      projectName: row.name,
      image: row.image,
      projectType: row.projectType,
      creators_count: row.creatorCount,
      amount: decimalFromCentavos(row.budgetCentavos),
      startDate: row.startDate,
      endDate: row.endDate,
      updated_at: row.updatedAt.toISOString(),
    })),
    page,
    limit,
    total,
    counts: { all: [...countsByStatus.values()].reduce((sum, count) => sum + count, 0), ...perStatus },
  };
}
