import { addCalendarDays, addDays } from '@publi/domain';
import { ChatFeed } from '../chat/chat-feed.js';
import { ChatService } from '../chat/chat.service.js';
import { ContractsExpiryService } from '../contracts/contracts-expiry.service.js';
import { ContractsMovesService } from '../contracts/contracts-moves.service.js';
import { ContractsProposalsService } from '../contracts/contracts-proposals.service.js';
import { ContractsService, type ContractsDeps } from '../contracts/contracts.service.js';
import type { Database, DatabaseEvents } from '../db/database.js';
import { SeedRepository } from './seed.repository.js';
import { demoCreatorId, publishDemoCampaign } from './seed-demo-campaign.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ClockPort } from '../ports/clock.port.js';
import { saoPauloToday } from '../projects/sao-paulo-today.js';
import { sandboxPayments } from '../payments/payments-setup.js';

// The seed only announces posts; nobody listens while it runs.
const NOT_LISTENING: DatabaseEvents = { listen: () => Promise.reject(new Error('the seed does not follow chats')) };

/** Catalogue creators the contracts' project takes, after the two the demo projects use (the e2e proposes to those). */
const SKIPPED_CATALOGUE = 2;

/**
 * Gives the demo brand and the demo creator contracts in every state of their first half of life,
 * through the same services as the routes (so they obey the same rule, `nextContractLife`), on a
 * project of their own, "Campanha de Primavera": the demo creator's offers that expired (made 8
 * days ago and swept), were rejected, were cancelled, and one pending with a conversation; a
 * catalogue creator's counter-offer and another's accepted contract with a conversation. The
 * notifications follow from the moves, as they would for people.
 *
 * @returns the ids of the contracts made.
 */
export async function seedDemoContracts(db: Database, clock: ClockPort, notifier: Notifier, brandUid: string, demoCreatorUid: string): Promise<number[]> {
  const catalogue = await new SeedRepository(db).catalogueCreators(demoCreatorUid, { offset: SKIPPED_CATALOGUE, limit: 2 });
  const demo = await demoCreatorId(db, demoCreatorUid);
  const [countering, accepting] = catalogue;
  if (demo === undefined || !countering || !accepting) return [];

  const today = saoPauloToday(clock);
  const projectId = await publishDemoCampaign(
    db,
    clock,
    brandUid,
    { name: 'Campanha de Primavera', type: 'ugc', amount: '9000.00', humor: 'Leve', mission: 'Vídeos curtos com a linha de primavera.', creator: 'Criadores de moda e bem-estar.', days: [10, 30] },
    [demo, countering.id, accepting.id],
  );
  const deps = (at: ClockPort): ContractsDeps => ({ db, clock: at, notifier, provider: sandboxPayments(at).provider });
  const contracts = new ContractsService(deps(clock));
  const moves = new ContractsMovesService(deps(clock));
  const weekAgo: ClockPort = { now: () => addDays(clock.now(), -8) };
  const offer = (creatorId: number, amountCentavos: number, at = new ContractsProposalsService(deps(clock))) =>
    at.propose(brandUid, {
      projectId,
      proposals: [{ creatorId, stories: 2, feed: 1, tiktok: 0, amountCentavos, deadline: addCalendarDays(today, 25), message: 'Adoramos o seu conteúdo: topa?' }],
    });
  const idOf = (made: readonly { readonly row: { readonly id: number } }[]) => made[0]?.row.id ?? 0;

  const expired = idOf(await offer(demo, 90_000, new ContractsProposalsService(deps(weekAgo))));
  await new ContractsExpiryService(deps(clock)).expireOverdue();
  const rejected = idOf(await offer(demo, 95_000));
  await moves.answer(demoCreatorUid, rejected, { kind: 'rejection', reason: 'Agenda cheia nestas datas.' });
  const cancelled = idOf(await offer(demo, 100_000));
  await moves.answer(brandUid, cancelled, { kind: 'cancellation', reason: 'Mudamos o calendário.' });
  const pending = idOf(await offer(demo, 120_000));
  const countered = idOf(await offer(countering.id, 110_000));
  await moves.answer(countering.uid, countered, { kind: 'counter', amountCentavos: 140_000, deadline: addCalendarDays(today, 28), message: 'Com um vídeo extra no TikTok.' });
  const accepted = idOf(await offer(accepting.id, 130_000));
  await moves.answer(accepting.uid, accepted, { kind: 'acceptance' });

  const chat = new ChatService({ ...deps(clock), feed: new ChatFeed(NOT_LISTENING) });
  const talk = async (contractId: number, lines: readonly (readonly [string, string])[]) => {
    const [found] = await contracts.filtered(brandUid, { ids: [contractId] });
    if (!found) return;
    for (const [index, [uid, message]] of lines.entries()) {
      await chat.post(uid, found.chatId, { contractId, message, clientMessageId: `seed-${String(contractId)}-${String(index)}` });
    }
  };
  await talk(pending, [
    [brandUid, 'Oi, Ana! Vimos seus vídeos de primavera e adoramos. Podemos conversar sobre a campanha?'],
    [demoCreatorUid, 'Oi! Fico feliz. Vocês mandam o produto antes da gravação?'],
    [brandUid, 'Sim, enviamos em até 3 dias úteis. O briefing completo está em https://www.publi.demo/primavera'],
  ]);
  await talk(accepted, [
    [brandUid, 'Contrato aceito, obrigado! Qualquer dúvida, é só chamar aqui.'],
    [accepting.uid, 'Combinado, começo a roteirizar esta semana.'],
  ]);
  return [expired, rejected, cancelled, pending, countered, accepted];
}
