import { agentTokenSchema, contractSchema, createdProposalsSchema, projectDetailsSchema, type ContractWire } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { creators } from '../db/schema.js';
import { createAccount, dataOf, type TestAccount } from './account-bodies.builder.js';
import { aProjectBody } from './project-bodies.builder.js';
import type { TestApp, TestIdentity } from './test-app.js';

/** A person of a contract test: their token and account, and their creator card when they have one. */
export interface CastMember {
  readonly identity: TestIdentity;
  readonly userId: number;
  readonly creatorId: number;
}

/** A brand with a published project holding two creators, the first with a linked agent, and outsiders. */
export interface ContractCast {
  readonly brand: CastMember;
  readonly ana: CastMember;
  readonly bia: CastMember;
  readonly agent: CastMember;
  readonly otherAgent: CastMember;
  readonly otherBrand: CastMember;
  readonly projectId: number;
}

async function memberOf(testApp: TestApp, account: TestAccount): Promise<CastMember> {
  const [card] = await testApp.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, account.user.id));
  return { identity: account.identity, userId: account.user.id, creatorId: card?.id ?? 0 };
}

/** Signs everyone up for real (emulator and API), links Ana's agent by its token and publishes the project. */
export async function castForContracts(testApp: TestApp): Promise<ContractCast> {
  const people = [
    ['brand', { name: 'Rita Gomes', company_name: 'Café Recife' }],
    ['creator', { name: 'Ana Souza' }],
    ['creator', { name: 'Bia Lima' }],
    ['agent', { name: 'Carla Agência' }],
    ['agent', { name: 'Dora Agência' }],
    ['brand', { name: 'Eva Prado', company_name: 'Loja Vizinha' }],
  ] as const;
  const accounts = await Promise.all(people.map(([type, names]) => createAccount(testApp, type, names)));
  const [brand, ana, bia, agent, otherAgent, otherBrand] = await Promise.all(accounts.map((account) => memberOf(testApp, account)));
  if (!brand || !ana || !bia || !agent || !otherAgent || !otherBrand) throw new Error('set-up: missing account');
  const token = dataOf(await testApp.call({ method: 'GET', path: '/account/creator_agent/token', as: agent.identity }), agentTokenSchema);
  const linked = await testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id', as: ana.identity, body: { user_id: ana.identity.uid, creatorAgentToken: token.token } });
  if (linked.statusCode !== 200) throw new Error(`set-up: link ${linked.body}`);
  const both = [
    { creator_id: ana.creatorId, stories: 2, feed: 1, tiktok: 0 },
    { creator_id: bia.creatorId, stories: 0, feed: 0, tiktok: 1 },
  ];
  const published = await testApp.call({ method: 'POST', path: '/project', as: brand.identity, body: aProjectBody(ana.creatorId, { step1: { amount: '5000.00', creators: both } }) });
  const { id: projectId } = dataOf(published, projectDetailsSchema);
  return { brand, ana, bia, agent, otherAgent, otherBrand, projectId };
}

/** One proposal's body: two stories for R$ 1.500,00, due `deadline`. */
export function aProposal(creatorId: number, overrides: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  return { creator_id: creatorId, stories: 2, feed: 0, tiktok: 0, amount_centavos: 150_000, deadline: '2099-02-01', message: 'Adoramos o seu perfil!', ...overrides };
}

/** The brand proposes to `creatorIds` on the cast's project; answers the contracts (fails the test on any refusal). */
export async function propose(testApp: TestApp, cast: ContractCast, creatorIds: readonly number[]): Promise<ContractWire[]> {
  const response = await testApp.call({
    method: 'POST',
    path: '/proposals/create',
    as: cast.brand.identity,
    body: { project_id: cast.projectId, proposals: creatorIds.map((id) => aProposal(id)) },
  });
  if (response.statusCode !== 201) throw new Error(`set-up: propose ${response.statusCode} ${response.body}`);
  return dataOf(response, createdProposalsSchema).contracts;
}

/** The contract as `as` reads it. */
export async function readContract(testApp: TestApp, as: TestIdentity, id: number): Promise<ContractWire> {
  return dataOf(await testApp.call({ method: 'GET', path: `/project/contract/${String(id)}`, as }), contractSchema);
}
