import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_TEST_PASSWORD, signInTestUser } from '@publi/auth-emulator';
import { uploadResultSchema } from '@publi/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import { auditEvents, bankAccounts, cartItems, chatMessages, contracts, creators, demoMailbox, emailOptOuts, ledgerEntries, outgoingEmails, payments, projects, uploads, users } from '../db/schema.js';
import { confirmEmail } from '../test-support/confirm-email.js';
import { emailsSentTo } from '../test-support/emails-sent.js';
import { AppError } from '../errors/app-error.js';
import type { ClockPort } from '../ports/clock.port.js';
import {
  aBankAccountBody,
  acceptedContract,
  aMultipartForm,
  aSampleFile,
  castForContracts,
  dataOf,
  errorOf,
  expectApiError,
  payByCard,
  startTestApp,
  type CastMember,
  type ContractCast,
  type TestApp,
  type TestIdentity,
} from '../testing.js';

// Deleting one's account (LGPD art. 18, VI) on the real database and auth emulator: what goes,
// what stays for the other party and the law, and what keeps an account from going.
const WINDOW_MINUTES = 10;
let now = Date.now();
const clock: ClockPort = { now: () => new Date(now) };
// The identity provider as a test needs it: the emulator, or out of reach.
let identityDown = false;
const verifier = new FirebaseTokenVerifier('demo-publi');
let testApp: TestApp;
let cast: ContractCast;

beforeAll(async () => {
  testApp = await startTestApp({
    clock,
    recentSignInMinutes: WINDOW_MINUTES,
    tokenVerifier: verifier,
    removeIdentity: (uid) => (identityDown ? Promise.reject(new AppError('SERVICE_UNAVAILABLE')) : verifier.removeIdentity(uid)),
  });
  cast = await castForContracts(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const deleteAccount = (as: TestIdentity) => testApp.call({ method: 'DELETE', path: '/account/user', as });
const accountRow = async (member: CastMember) => (await testApp.db.select().from(users).where(eq(users.id, member.userId)))[0];
const emulatorHost = () => process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';

async function uploadPhoto(as: TestIdentity): Promise<string> {
  const form = await aMultipartForm([
    { name: 'purpose', value: 'profile' },
    { name: 'file', file: aSampleFile('image/png'), filename: 'eu.png', contentType: 'image/png' },
  ]);
  const uploaded = await testApp.call({ method: 'POST', path: '/google-storage', as, body: form.payload, headers: form.headers });
  return dataOf(uploaded, uploadResultSchema).url;
}

describe('DELETE /account/user', () => {
  it('erases a creator with nothing under way: profile, photo file, bank data, cart lines, slug and sign-in', async () => {
    now = Date.now();
    const { bia, otherBrand } = cast;
    const photo = await uploadPhoto(bia.identity);
    const key = photo.replace('/api/uploads/', '');
    expect((await testApp.call({ method: 'PUT', path: '/account/user', as: bia.identity, body: { image: photo, mini_bio: 'Viagens e café.' } })).statusCode).toBe(200);
    // Her confirmed address gets the bank change's security e-mail; she turned one kind off.
    await confirmEmail(testApp, bia.identity);
    expect((await testApp.call({ method: 'PUT', path: '/users/bank_account', as: bia.identity, body: aBankAccountBody({ owner_name: 'Bia Lima' }) })).statusCode).toBe(200);
    expect((await testApp.call({ method: 'PUT', path: '/account/user/email-preferences', as: bia.identity, body: { preferences: [{ kind: 'payout', email: false }] } })).statusCode).toBe(200);
    expect((await emailsSentTo(testApp, bia.identity)).map((email) => email.subject)).toEqual(['Seus dados bancários mudaram · Publi']);
    const carted = await testApp.call({ method: 'POST', path: '/project/insert_creators_cart', as: otherBrand.identity, body: { creators: { creator_id: bia.creatorId, stories: 1, feed: 0, tiktok: 0 } } });
    expect(carted.statusCode).toBe(200);

    const answer = await deleteAccount(bia.identity);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { deleted: true } });

    expect(await accountRow(bia)).toMatchObject({ name: 'Conta excluída', email: '', image: null, miniBio: null, phone: null, active: false, deletedAt: new Date(now) });
    expect((await accountRow(bia))?.externalId).not.toBe(bia.identity.uid);
    const [card] = await testApp.db.select().from(creators).where(eq(creators.id, bia.creatorId));
    expect(card).toMatchObject({ name: 'Conta excluída', slug: `conta-excluida-${String(bia.creatorId)}`, image: null, active: false, searchText: 'conta excluida' });
    expect(await testApp.db.select().from(bankAccounts).where(eq(bankAccounts.userId, bia.userId))).toEqual([]);
    expect(await testApp.db.select().from(uploads).where(eq(uploads.id, key))).toEqual([]);
    await expect(readFile(join(testApp.uploadsDir, key))).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await testApp.call({ method: 'GET', path: photo })).statusCode).toBe(404);
    expect(await testApp.db.select().from(cartItems).where(eq(cartItems.creatorId, bia.creatorId))).toEqual([]);
    // Her e-mails go with her: the outbox, her switches and the demo's copies.
    expect(await testApp.db.select().from(outgoingEmails).where(eq(outgoingEmails.userId, bia.userId))).toEqual([]);
    expect(await testApp.db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, bia.userId))).toEqual([]);
    expect(await testApp.db.select().from(demoMailbox).where(eq(demoMailbox.toAddress, bia.identity.email))).toEqual([]);
    // The sign-in is gone at the provider, and a token made before it went is refused (the web signs out).
    await expect(signInTestUser(emulatorHost(), { email: bia.identity.email, password: DEFAULT_TEST_PASSWORD })).rejects.toThrow();
    expectApiError(await deleteAccount(bia.identity), 401, 'AUTH.TOKEN_INVALID');
  });

  it('lets an agent go, unlinking the creator it acted for and telling her security history', async () => {
    now = Date.now();
    const { agent, ana } = cast;
    expect((await deleteAccount(agent.identity)).statusCode).toBe(200);
    const [card] = await testApp.db.select({ agentId: creators.creatorAgentId }).from(creators).where(eq(creators.id, ana.creatorId));
    expect(card?.agentId).toBeNull();
    const events = await testApp.db.select().from(auditEvents).where(and(eq(auditEvents.accountId, ana.userId), eq(auditEvents.kind, 'agent_unlinked')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: agent.userId, agentId: agent.userId });
  });

  it('keeps a brand with an open contract, then, once it ended, erases the brand and keeps the contract, its chat and the money records', async () => {
    now = Date.now();
    const { brand, ana } = cast;
    const contract = await acceptedContract(testApp, brand.identity, ana);
    const before = await accountRow(brand);
    const blocked = await deleteAccount(brand.identity);
    expectApiError(blocked, 409, 'USER.DELETION_BLOCKED');
    expect(errorOf(blocked).fields?.['account']).toContain(`(nº ${String(contract.id)}, aceito)`);
    expect(await accountRow(brand)).toEqual(before);

    const payment = await payByCard(testApp, brand.identity, [contract.id]);
    const said = await testApp.call({ method: 'POST', path: `/project/contract/chat/${String(contract.chat_id)}`, as: brand.identity, body: { chat_id: contract.chat_id, contract_id: contract.id, message: 'Obrigada!', client_message_id: 'deletion-0001' } });
    expect(said.statusCode).toBe(201);
    const delivered = await testApp.call({ method: 'POST', path: '/creator/contracts/delivery', as: ana.identity, body: { project_id: contract.project_id, creator_id: ana.creatorId, links: ['https://exemplo.com.br/post'], file_ids: [] } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/approval`, as: brand.identity, body: {} })).statusCode).toBe(200);

    // Ana's money was released and not asked for: she may not go before she has it.
    const anaBefore = await accountRow(ana);
    const owed = await deleteAccount(ana.identity);
    expectApiError(owed, 409, 'USER.DELETION_BLOCKED');
    expect(errorOf(owed).fields?.['account']).toMatch(/Você tem R\$\s[\d.]+,\d{2} a receber/);
    expect(await accountRow(ana)).toEqual(anaBefore);

    const ledgerBefore = await testApp.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, contract.id));
    expect((await deleteAccount(brand.identity)).statusCode).toBe(200);
    expect(await accountRow(brand)).toMatchObject({ name: 'Conta excluída', email: '', companyName: before?.companyName, cnpj: before?.cnpj, legalName: before?.legalName, active: false });
    expect(await testApp.db.select({ id: payments.id }).from(payments).where(eq(payments.brandId, brand.userId))).toEqual([{ id: payment.id }]);
    expect(await testApp.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, contract.id))).toEqual(ledgerBefore);
    expect(await testApp.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, contract.id))).toEqual([{ status: 'approved' }]);
    expect((await testApp.db.select().from(chatMessages).where(eq(chatMessages.senderId, brand.userId))).map((row) => row.message)).toEqual(['Obrigada!']);
    // The cast's project never reached a contract: nobody else has a stake in it, so it went.
    expect(await testApp.db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, brand.userId))).toEqual([{ id: contract.project_id }]);
    const seen = await testApp.call({ method: 'GET', path: `/project/contract/${String(contract.id)}`, as: ana.identity });
    // The creator's record names the company she worked for, never the person who ran the account.
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain(`"name":"${before?.companyName ?? ''}"`);
    expect(seen.body).not.toContain(before?.name ?? '');
  });

  it('changes nothing while the identity provider is out of reach (503), nor for a sign-in older than the window (403)', async () => {
    now = Date.now();
    const { otherBrand } = cast;
    const before = await accountRow(otherBrand);
    identityDown = true;
    try {
      expectApiError(await deleteAccount(otherBrand.identity), 503, 'SERVICE_UNAVAILABLE');
    } finally {
      identityDown = false;
    }
    expect(await accountRow(otherBrand)).toEqual(before);
    now = Date.now() + (WINDOW_MINUTES + 1) * 60_000;
    expectApiError(await deleteAccount(otherBrand.identity), 403, 'AUTH.RECENT_SIGN_IN_REQUIRED');
    expect(await accountRow(otherBrand)).toEqual(before);
    await expect(signInTestUser(emulatorHost(), { email: otherBrand.identity.email, password: DEFAULT_TEST_PASSWORD })).resolves.toMatchObject({ uid: otherBrand.identity.uid });
  });
});
