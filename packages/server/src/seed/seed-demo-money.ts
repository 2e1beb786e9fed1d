import { addCalendarDays } from '@publi/domain';
import { providerEventBodySchema } from '@publi/contract';
import { ContractsMovesService } from '../contracts/contracts-moves.service.js';
import { ContractsProposalsService } from '../contracts/contracts-proposals.service.js';
import type { Database } from '../db/database.js';
import { DeliveriesService } from '../deliveries/deliveries.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { MoneyDeps } from '../payments/payments-deps.js';
import { sandboxPayments } from '../payments/payments-setup.js';
import { PaymentsService } from '../payments/payments.service.js';
import { providerEventFromWire } from '../payments/payments-from-wire.js';
import { PaymentsProviderEventsService } from '../payments/payments-provider-events.service.js';
import type { ClockPort } from '../ports/clock.port.js';
import { saoPauloToday } from '../projects/sao-paulo-today.js';
import { SeedRepository } from './seed.repository.js';
import { demoCreatorId, publishDemoCampaign } from './seed-demo-campaign.js';

/** Catalogue creators the other demo seeds took before this one. */
const SKIPPED_CATALOGUE = 4;

/**
 * Gives the demo brand and creator money in motion, on a project of their own ("Coleção de
 * Verão"), through the payment path itself: the sandbox provider charges, and its signed webhook
 * events settle through `PaymentsProviderEventsService`, as they do on the route. The demo creator's
 * contract is paid by card, delivered, and the brand asked for changes (her turn, the money held);
 * a catalogue creator's is paid by card and delivered (the brand's turn); another's is paid by Pix
 * ("simular pagamento"), delivered and approved (the money available).
 *
 * @returns the ids of the contracts made.
 */
export async function seedDemoMoney(db: Database, clock: ClockPort, notifier: Notifier, brandUid: string, demoCreatorUid: string): Promise<number[]> {
  const [other, waiting] = await new SeedRepository(db).catalogueCreators(demoCreatorUid, { offset: SKIPPED_CATALOGUE, limit: 2 });
  const demo = await demoCreatorId(db, demoCreatorUid);
  if (demo === undefined || !other || !waiting) return [];
  const today = saoPauloToday(clock);
  const projectId = await publishDemoCampaign(
    db,
    clock,
    brandUid,
    { name: 'Coleção de Verão', type: 'paid', amount: '6000.00', humor: 'Divertido', mission: 'Mostrar a coleção de verão no dia a dia.', creator: 'Criadores de moda praia.', days: [5, 20] },
    [demo, other.id, waiting.id],
  );

  const payments = sandboxPayments(clock);
  const deps: MoneyDeps = { db, clock, provider: payments.provider, notifier, feeBasisPoints: payments.feeBasisPoints, pixExpiryMinutes: payments.pixExpiryMinutes, simulation: true };
  const events = new PaymentsProviderEventsService(deps);
  const { sandbox } = payments;
  // The webhook's own service, reached without HTTP: the server is not listening yet.
  sandbox.connect(async (rawBody, signature) => {
    await events.receive(rawBody, signature, providerEventFromWire(providerEventBodySchema.parse(JSON.parse(rawBody))));
    return 200;
  });
  const proposals = new ContractsProposalsService(deps);
  const moves = new ContractsMovesService(deps);
  // Links only: the demo deliveries carry no files, so no file is ever written here.
  const deliveries = new DeliveriesService(deps);
  const agreed = async (creatorId: number, creatorUid: string, amountCentavos: number) => {
    const [made] = await proposals.propose(brandUid, {
      projectId,
      proposals: [{ creatorId, stories: 2, feed: 1, tiktok: 0, amountCentavos, deadline: addCalendarDays(today, 20), message: 'Vamos juntos no verão?' }],
    });
    const id = made?.row.id ?? 0;
    await moves.answer(creatorUid, id, { kind: 'acceptance' });
    return id;
  };

  const payByCard = async (id: number) => {
    const token = sandbox.cards.tokenize({ number: '4242424242424242', holderName: 'DEMO MARCA', expiryMonth: 12, expiryYear: 2099, cvc: '123' }).token;
    await new PaymentsService(deps).pay(brandUid, { contractIds: [id], method: 'card', cardToken: token, idempotencyKey: undefined, dueDate: undefined });
    await sandbox.idle();
  };

  const held = await agreed(demo, demoCreatorUid, 160_000);
  await payByCard(held);
  await deliveries.deliver(demoCreatorUid, { projectId, creatorId: demo, links: ['https://www.publi.demo/verao/stories-ana'], fileIds: [], note: 'Primeira versão dos stories.' });
  await deliveries.requestChanges(brandUid, held, 'Adorei! Pode mostrar a estampa mais de perto no segundo story?');

  const review = await agreed(waiting.id, waiting.uid, 120_000);
  await payByCard(review);
  await deliveries.deliver(waiting.uid, { projectId, creatorId: waiting.id, links: ['https://www.publi.demo/verao/feed'], fileIds: [], note: 'Post no feed publicado.' });

  const released = await agreed(other.id, other.uid, 90_000);
  const pix = await new PaymentsService(deps).pay(brandUid, { contractIds: [released], method: 'pix', cardToken: undefined, idempotencyKey: undefined, dueDate: undefined });
  sandbox.simulatePixPayment(pix.view.row.pixTxid ?? '');
  await sandbox.idle();
  await deliveries.deliver(other.uid, { projectId, creatorId: other.id, links: ['https://www.publi.demo/verao/reels'], fileIds: [], note: 'Reels publicado!' });
  await deliveries.approve(brandUid, released);
  return [held, review, released];
}
