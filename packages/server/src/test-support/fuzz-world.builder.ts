import { agentTokenSchema, paymentSchema, projectDetailsSchema, type RouteName } from '@publi/contract';
import { inArray } from 'drizzle-orm';
import { categories, creators, payments, projectOptions } from '../db/schema.js';
import type { CallerName, FuzzCaller, FuzzContext } from '../fuzz/fuzz-context.js';
import { fieldHints, type CallerSelf, type WorldIds } from '../fuzz/field-hints.js';
import { ensureReferenceData } from '../seed/ensure-reference-data.js';
import { createAccount, dataOf } from './account-bodies.builder.js';
import { castForContracts, propose, type CastMember } from './contract-cast.builder.js';
import { insertCreator } from './insert-creator.js';
import { acceptedContract, cardToken, payByCard, TEST_CARDS, uploadToContract } from './money-cast.builder.js';
import { aProjectBody } from './project-bodies.builder.js';
import { aSampleFile } from './sample-files.builder.js';
import { listenOn } from './second-app.js';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp, type TestIdentity } from './test-app.js';

const PROFILE_LIMIT = 5 * 1024 * 1024;

async function succeed(testApp: TestApp, call: Parameters<TestApp['call']>[0]): Promise<unknown> {
  const response = await testApp.call(call);
  if (response.statusCode >= 300) throw new Error(`fuzz world: ${call.method} ${call.path} answered ${String(response.statusCode)} ${response.body}`);
  return response.json<unknown>();
}

/** A pending Pix charge on its own accepted contract: what the webhook's events may settle. */
async function pendingPix(testApp: TestApp, brand: TestIdentity, creator: CastMember): Promise<number> {
  const contract = await acceptedContract(testApp, brand, creator);
  const paid = await testApp.call({ method: 'POST', path: '/payment', as: brand, body: { contract_ids: [contract.id], method: 'pix' } });
  return dataOf(paid, paymentSchema).id;
}

async function idsFrom(testApp: TestApp, table: typeof categories | typeof projectOptions): Promise<number[]> {
  return (await testApp.db.select({ id: table.id }).from(table).limit(6)).map((row) => row.id);
}

/**
 * The fuzz's world on a fresh test app: a brand with a draft and a published project, two
 * creators on it with pending proposals, the first creator's linked agent, an accepted contract,
 * a paid one with a delivered file, a pending Pix charge, a cart, a deactivated account, card
 * tokens and a few more creators to search. Its ids feed the valid-looking requests (`fieldHints`).
 */
export async function startFuzzWorld(): Promise<FuzzContext> {
  const testApp = await startTestApp();
  const baseUrl = await listenOn(testApp);
  await ensureReferenceData(testApp.db);
  await Promise.all([1, 2, 3].map(() => insertCreator(testApp.db)));
  const cast = await castForContracts(testApp);
  const { brand, ana, bia, agent } = cast;
  const pending = await propose(testApp, cast, [ana.creatorId, bia.creatorId]);
  const accepted = await acceptedContract(testApp, brand.identity, ana);
  const paid = await acceptedContract(testApp, brand.identity, ana);
  const payment = await payByCard(testApp, brand.identity, [paid.id]);
  const file = await uploadToContract(testApp, ana.identity, paid.id);
  const pixPaymentId = await pendingPix(testApp, brand.identity, ana);
  const draft = dataOf(await testApp.call({ method: 'POST', path: '/project/save', as: brand.identity, body: aProjectBody(ana.creatorId) }), projectDetailsSchema);
  await succeed(testApp, { method: 'POST', path: '/project/create_cart', as: brand.identity, body: { user_id: brand.identity.uid } });
  const gone = await createAccount(testApp, 'brand', { name: 'Gil Prado', company_name: 'Loja Fechada' });
  await succeed(testApp, { method: 'POST', path: '/account/user/desactive', as: gone.identity });
  const agentTokens = [dataOf(await testApp.call({ method: 'GET', path: '/account/creator_agent/token', as: agent.identity }), agentTokenSchema).token];
  const cardTokens = await Promise.all([TEST_CARDS.approved, TEST_CARDS.noFunds, TEST_CARDS.fraud].map((number) => cardToken(testApp, number)));
  const contracts = [...pending, accepted, paid];
  const ids: WorldIds = {
    userIds: [brand.userId, ana.userId, bia.userId, agent.userId],
    creatorIds: [ana.creatorId, bia.creatorId],
    projectIds: [draft.id, cast.projectId, accepted.project_id, paid.project_id],
    contractIds: contracts.map((contract) => contract.id),
    chatIds: contracts.map((contract) => contract.chat_id),
    paymentIds: [payment.id, pixPaymentId],
    optionIds: await idsFrom(testApp, projectOptions),
    categoryIds: await idsFrom(testApp, categories),
    fileIds: [file.id],
    slugs: (await testApp.db.select({ slug: creators.slug }).from(creators).where(inArray(creators.id, [ana.creatorId, bia.creatorId]))).map((row) => row.slug),
    agentTokens,
    cardTokens,
    chargeIds: (await testApp.db.select({ id: payments.providerChargeId }).from(payments)).map((row) => row.id),
  };
  const caller = (name: CallerName, identity: TestIdentity, userId: number): FuzzCaller => {
    const self: CallerSelf = { uid: identity.uid, email: identity.email, userId };
    return { name, idToken: identity.idToken, hints: fieldHints(ids, self) };
  };
  const callers = {
    brand: caller('brand', brand.identity, brand.userId),
    creator: caller('creator', ana.identity, ana.userId),
    agent: caller('agent', agent.identity, agent.userId),
    deactivated: caller('deactivated', gone.identity, gone.user.id),
  };

  // What a route's own successful calls may undo for the routes after it.
  const repairs: Partial<Record<RouteName, () => Promise<void>>> = {
    deactivateUser: async () => {
      for (const member of [brand, ana, agent]) await testApp.call({ method: 'POST', path: '/account/user/reactivate', as: member.identity });
    },
    rotateAgentToken: async () => {
      const token = dataOf(await testApp.call({ method: 'GET', path: '/account/creator_agent/token', as: agent.identity }), agentTokenSchema).token;
      agentTokens.splice(0, agentTokens.length, token);
    },
    // Reactivating may have brought the deactivated caller back too.
    reactivateUser: async () => {
      await testApp.call({ method: 'POST', path: '/account/user/desactive', as: gone.identity });
    },
    unlinkCreatorAgent: async () => {
      // Already linked is fine: the point is that it is linked afterwards.
      await testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id', as: ana.identity, body: { user_id: ana.identity.uid, creatorAgentToken: agentTokens[0] } });
    },
  };

  return {
    target: testApp,
    callers,
    anonymousHints: fieldHints(ids, { uid: 'sem-conta', email: 'ninguem@exemplo.com.br', userId: 2_147_483_647 }),
    baseUrl,
    webhookSecret: TEST_WEBHOOK_SECRET,
    samples: {
      accepted: (['image/png', 'image/jpeg', 'image/webp', 'application/pdf', 'video/mp4'] as const).map((type) => aSampleFile(type)),
      oversized: aSampleFile('image/png', { size: PROFILE_LIMIT + 1 }),
    },
    afterRoute: async (name) => {
      await repairs[name]?.();
    },
    close: () => testApp.close(),
  };
}
