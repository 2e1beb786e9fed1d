import { allowedProjectMoves, BRAND_PROJECT_MOVES, deliveryCentavos, projectTotal, type CartDelivery, type ProjectMove, type ProjectTotal } from '@publi/domain';
import type { Queryable } from '../db/database.js';
import type { CreatorCard } from '../creators/creator-card.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import type { ProjectOptionRecord, ProjectRecord } from './project-record.js';
import { ProjectsRepository } from './projects.repository.js';

// Twin of @publi/application's `ProjectCreator`: the card in the server's terms, the amount in centavos.
/** One creator of a project with their card and the delivery's cost at their prices. */
export interface ProjectCreatorView {
  readonly delivery: CartDelivery;
  readonly card: CreatorCard;
  readonly amountCentavos: number;
}

// Twin of @publi/application's `Project`: the record, its total in centavos and the moves; to-projects-wire gives the wire's shape.
/** A project as its owner reads it, in the server's terms. */
export interface ProjectView {
  readonly project: ProjectRecord;
  readonly creators: readonly ProjectCreatorView[];
  readonly options: readonly ProjectOptionRecord[];
  readonly total: ProjectTotal;
  readonly allowedMoves: readonly ProjectMove[];
}

/** Reads a project's creators (with their cards) and options, and adds it up with the domain's `projectTotal`. */
export async function loadProjectView(db: Queryable, project: ProjectRecord): Promise<ProjectView> {
  const repository = new ProjectsRepository(db);
  const [deliveries, options] = await Promise.all([repository.deliveries(project.id), repository.chosenOptions(project.id)]);
  const cards = await new CreatorsRepository(db).cards(deliveries.map((delivery) => delivery.creatorId));
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const creators = deliveries.flatMap((delivery) => {
    const card = cardById.get(delivery.creatorId);
    return card ? [{ delivery, card, amountCentavos: deliveryCentavos(card.prices, delivery) }] : [];
  });
  const total = projectTotal(
    creators.map(({ card, delivery }) => ({ prices: card.prices, delivery })),
    options.map((option) => option.priceCentavos),
  );
  const allowedMoves = allowedProjectMoves(project.status).filter((move) => BRAND_PROJECT_MOVES.includes(move));
  return { project, creators, options, total, allowedMoves };
}
