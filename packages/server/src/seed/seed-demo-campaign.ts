import { addCalendarDays } from '@publi/domain';
import { saveProjectDraftBodySchema } from '@publi/contract';
import type { Database } from '../db/database.js';
import type { ClockPort } from '../ports/clock.port.js';
import { projectWizardFromWire } from '../projects/projects-from-wire.js';
import { ProjectsWizardService } from '../projects/projects-wizard.service.js';
import { saoPauloToday } from '../projects/sao-paulo-today.js';
import { SeedRepository } from './seed.repository.js';

/** What a seeded campaign says about itself besides its creators. */
export interface DemoCampaign {
  readonly name: string;
  readonly type: 'paid' | 'ugc';
  readonly amount: string;
  readonly humor: string;
  readonly mission: string;
  readonly creator: string;
  /** Days from today to its start and its end. */
  readonly days: readonly [number, number];
}

/** The demo creator's card id, or undefined before she exists. */
export function demoCreatorId(db: Database, demoCreatorUid: string): Promise<number | undefined> {
  return new SeedRepository(db).creatorIdOf(demoCreatorUid);
}

/**
 * Publishes a campaign of the demo brand's with `creatorIds` (two stories and a feed post each),
 * through the projects service and the wizard's own schema, as the wizard would; answers its id.
 */
export async function publishDemoCampaign(db: Database, clock: ClockPort, brandUid: string, campaign: DemoCampaign, creatorIds: readonly number[]): Promise<number> {
  const today = saoPauloToday(clock);
  const { view } = await new ProjectsWizardService({ db, clock }).publish(
    brandUid,
    null,
    projectWizardFromWire(
      saveProjectDraftBodySchema.parse({
        step: 2,
        projectName: campaign.name,
        step0: { projectType: campaign.type },
        step1: { amount: campaign.amount, creators: creatorIds.map((creator_id) => ({ creator_id, stories: 2, feed: 1, tiktok: 0 })) },
        step2: { humor: [campaign.humor], mission: campaign.mission, creator: campaign.creator, startDate: addCalendarDays(today, campaign.days[0]), endDate: addCalendarDays(today, campaign.days[1]) },
      }),
    ),
  );
  return view.project.id;
}
