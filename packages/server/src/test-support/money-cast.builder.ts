import { contractSchema, createdProposalsSchema, deliveryFileSchema, paymentSchema, projectDetailsSchema, type ContractWire, type DeliveryFileWire, type PaymentWire } from '@publi/contract';
import type { MoneyDeps } from '../payments/payments-deps.js';
import type { ClockPort } from '../ports/clock.port.js';
import { dataOf } from './account-bodies.builder.js';
import { aProposal } from './contract-cast.builder.js';
import { aMultipartForm } from './multipart-form.builder.js';
import { aProjectBody } from './project-bodies.builder.js';
import { aSampleFile } from './sample-files.builder.js';
import type { TestApp, TestIdentity } from './test-app.js';

/** The sandbox's test cards (its README lists them): approved, declined for funds, declined as fraud. */
export const TEST_CARDS = { approved: '4242424242424242', noFunds: '4000000000009995', fraud: '4100000000000019' } as const;

function ok<T>(what: string, response: { statusCode: number; body: string }, read: () => T): T {
  if (response.statusCode >= 300) throw new Error(`set-up: ${what} answered ${String(response.statusCode)} ${response.body}`);
  return read();
}

/** A token for `number` from the sandbox's checkout route, as the card form gets it (outside `/api`). */
export async function cardToken(testApp: TestApp, number: string = TEST_CARDS.approved): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/sandbox/cartoes',
    payload: { number, holder_name: 'RITA GOMES', expiry_month: 12, expiry_year: 2099, cvc: '123' },
  });
  return ok('tokenize', response, () => response.json<{ token: string }>().token);
}

/**
 * A published project of `brand`'s with `creator`, proposed and accepted: an accepted contract
 * waiting for payment. Each call makes a project of its own (one live contract per pair and project).
 */
export async function acceptedContract(testApp: TestApp, brand: TestIdentity, creator: { identity: TestIdentity; creatorId: number }, amountCentavos = 150_000): Promise<ContractWire> {
  const deliveries = [{ creator_id: creator.creatorId, stories: 2, feed: 0, tiktok: 0 }];
  const published = await testApp.call({ method: 'POST', path: '/project', as: brand, body: aProjectBody(creator.creatorId, { step1: { amount: '9000.00', creators: deliveries } }) });
  const { id: projectId } = ok('publish', published, () => dataOf(published, projectDetailsSchema));
  const proposed = await testApp.call({ method: 'POST', path: '/proposals/create', as: brand, body: { project_id: projectId, proposals: [aProposal(creator.creatorId, { amount_centavos: amountCentavos })] } });
  const [contract] = ok('propose', proposed, () => dataOf(proposed, createdProposalsSchema).contracts);
  if (!contract) throw new Error('set-up: no contract');
  const accepted = await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/acceptance`, as: creator.identity, body: {} });
  return ok('accept', accepted, () => dataOf(accepted, contractSchema));
}

/** Pays `contractIds` with an approved test card and waits for the sandbox's webhook to settle it. */
export async function payByCard(testApp: TestApp, brand: TestIdentity, contractIds: readonly number[]): Promise<PaymentWire> {
  const token = await cardToken(testApp);
  const paid = await testApp.call({ method: 'POST', path: '/payment', as: brand, body: { contract_ids: contractIds, method: 'card', card_token: token } });
  const payment = ok('pay', paid, () => dataOf(paid, paymentSchema));
  await testApp.sandbox.idle();
  return payment;
}

/** Uploads a sample file of `type` to the contract as `as`. */
export async function uploadToContract(testApp: TestApp, as: TestIdentity, contractId: number, type: 'application/pdf' | 'image/png' | 'video/mp4' = 'application/pdf'): Promise<DeliveryFileWire> {
  const form = await aMultipartForm([{ name: 'file', file: aSampleFile(type), filename: 'entrega.bin', contentType: type }]);
  const response = await testApp.call({ method: 'POST', path: `/project/contract/${String(contractId)}/files`, as, body: form.payload, headers: form.headers });
  return ok('upload', response, () => dataOf(response, deliveryFileSchema));
}

/** The payment services' dependencies on the test app, at `clock`: for tests that run the sweeps by hand. */
export function moneyDepsOf(testApp: TestApp, clock: ClockPort): MoneyDeps {
  return {
    db: testApp.db,
    clock,
    provider: testApp.payments.provider,
    notifier: testApp.notifier,
    feeBasisPoints: testApp.payments.feeBasisPoints,
    pixExpiryMinutes: testApp.payments.pixExpiryMinutes,
    simulation: true,
  };
}
