import type { ListProjectsQueryWire, ProjectWizardBodyWire } from '@publi/contract';
import { centavosFromDecimal, type CartDelivery } from '@publi/domain';
import type { ProjectWizardState } from './project-record.js';
import type { ProjectListQuery } from './projects.repository.js';

/** The wizard's body in the server's terms: the budget in centavos, deliveries as the cart's. */
export function projectWizardFromWire(body: Omit<ProjectWizardBodyWire, 'id'>): ProjectWizardState {
  return {
    step: body.step,
    name: body.projectName,
    image: body.image,
    projectType: body.step0.projectType,
    budgetCentavos: centavosFromDecimal(body.step1.amount),
    creators: projectCreatorsFromWire(body.step1.creators),
    humor: body.step2.humor,
    mission: body.step2.mission,
    creatorWanted: body.step2.creator,
    startDate: body.step2.startDate,
    endDate: body.step2.endDate,
    references: body.references.map(({ kind, url, name }) => ({ kind, url, name })),
  };
}

/** Creators' deliveries as the cart keeps them (`creator_id` → `creatorId`). */
export function projectCreatorsFromWire(creators: readonly { readonly creator_id: number; readonly stories: number; readonly feed: number; readonly tiktok: number }[]): CartDelivery[] {
  return creators.map(({ creator_id, stories, feed, tiktok }) => ({ creatorId: creator_id, stories, feed, tiktok }));
}

/** `GET /project/list`'s query: a name fragment (empty for all), a status (null for all), and the page. */
export function projectListFromWire(query: ListProjectsQueryWire): Omit<ProjectListQuery, 'ownerId'> {
  return { name: query.name ?? '', status: query.status ?? null, page: query.page, limit: query.limit };
}
