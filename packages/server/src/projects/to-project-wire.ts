import { BRAND_MOVES, type ProjectDetailsWire, type ProjectOptionWire } from '@publi/contract';
import { decimalFromCentavos } from '@publi/domain';
import { toCreatorCardWire } from '../creators/to-creators-wire.js';
import type { ProjectOptionRecord } from './project-record.js';
import type { ProjectView } from './project-view.js';

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
