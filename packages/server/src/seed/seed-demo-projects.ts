import { saveProjectDraftBodySchema } from '@publi/contract';
import { addCalendarDays } from '@publi/domain';
import type { Database } from '../db/database.js';
import type { ClockPort } from '../ports/clock.port.js';
import { ProjectsContentsService } from '../projects/projects-contents.service.js';
import { projectWizardFromWire } from '../projects/projects-from-wire.js';
import { ProjectsMovesService } from '../projects/projects-moves.service.js';
import { ProjectsWizardService } from '../projects/projects-wizard.service.js';
import { saoPauloToday } from '../projects/sao-paulo-today.js';
import { demoCreatorId } from './seed-demo-campaign.js';
import { SeedRepository } from './seed.repository.js';

/**
 * Gives the demo brand three projects, through the same schema, mapper and service as the
 * routes, so they obey the same rules: a draft left at step 1, a published briefing, and one
 * published and then cancelled (statuses that need contracts come with contracts). The
 * creators are the demo creator and the first creators of the generated catalogue.
 *
 * @returns the ids of the projects made.
 */
export async function seedDemoProjects(db: Database, clock: ClockPort, brandUid: string, demoCreatorUid: string): Promise<number[]> {
  const picked = await new SeedRepository(db).catalogueCreators(demoCreatorUid, { limit: 2 });
  const demoCreator = await demoCreatorId(db, demoCreatorUid);
  const creatorIds = [...(demoCreator === undefined ? [] : [demoCreator]), ...picked.map((creator) => creator.id)];
  if (creatorIds.length === 0) return [];
  const projects = new ProjectsWizardService({ db, clock });
  const contents = new ProjectsContentsService({ db, clock });
  const today = saoPauloToday(clock);
  const wizard = (body: Record<string, unknown>) => projectWizardFromWire(saveProjectDraftBodySchema.parse(body));
  const deliveries = (count: number) => creatorIds.slice(0, count).map((creator_id, index) => ({ creator_id, stories: 2 + index, feed: 1, tiktok: index % 2 }));
  const briefing = (start: number, end: number, mission: string) => ({
    humor: ['Divertido', 'Acolhedor'],
    mission,
    creator: 'Criadores de gastronomia e estilo de vida, com público no Nordeste.',
    startDate: addCalendarDays(today, start),
    endDate: addCalendarDays(today, end),
  });

  const draft = await projects.saveDraft(
    brandUid,
    null,
    wizard({ step: 1, projectName: 'Lançamento Café da Serra', step0: { projectType: 'paid' }, step1: { amount: '3000.00', creators: deliveries(2) } }),
  );
  await contents.addOption(brandUid, draft.project.id, 1);

  const { view: published } = await projects.publish(
    brandUid,
    null,
    wizard({
      step: 2,
      projectName: 'Verão com a Marca Demo',
      step0: { projectType: 'paid' },
      step1: { amount: '12000.00', creators: deliveries(3) },
      step2: briefing(14, 28, 'Mostrar a coleção de verão em looks do dia a dia.'),
      references: [{ kind: 'link', url: 'https://www.publi.demo/verao', name: 'Lookbook de verão' }],
    }),
  );
  await contents.addOption(brandUid, published.project.id, 1);
  await contents.addOption(brandUid, published.project.id, 2);

  const { view: cancelled } = await projects.publish(
    brandUid,
    null,
    wizard({
      step: 2,
      projectName: 'Black Friday de Inverno',
      step0: { projectType: 'exchange' },
      step1: { amount: '2500.00', creators: deliveries(1) },
      step2: briefing(7, 10, 'Divulgar a promoção de inverno com permuta de produtos.'),
    }),
  );
  await new ProjectsMovesService({ db, clock }).move(brandUid, cancelled.project.id, 'cancel');
  return [draft.project.id, published.project.id, cancelled.project.id];
}
