import { contractSchema, emailPreferencesSchema, ownUserSchema, projectDetailsSchema, type ContractWire } from '@publi/contract';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingEmails } from '../db/schema.js';
import { DEFAULT_TEST_PASSWORD, linkPasswordTestUser, signInTestUser } from '@publi/auth-emulator';
import { aBankAccountBody, createAccount, dataOf, errorOf } from '../test-support/account-bodies.builder.js';
import { confirmEmail } from '../test-support/confirm-email.js';
import { aProposal, type ContractCast } from '../test-support/contract-cast.builder.js';
import { untilEmailsSent } from '../test-support/emails-sent.js';
import { payByCard, uploadToContract } from '../test-support/money-cast.builder.js';
import { aProjectBody } from '../test-support/project-bodies.builder.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';
import type { ReceivedMail, TestSmtpServer } from '../test-support/test-smtp-server.js';
import { startSmtpMailWorld, type SmtpMailWorld } from '../test-support/smtp-mail-world.builder.js';

// The e-mails of a contract's life, sent by the job queue through the SMTP adapter to a real
// local SMTP server (smtp-server) and read back with a MIME parser (mailparser), as a mail
// client would. Addresses in `world.refused` are answered 550 at RCPT TO, as a closed mailbox is.
let world: SmtpMailWorld;
let testApp: TestApp;
let smtp: TestSmtpServer;
let cast: ContractCast;

beforeAll(async () => {
  world = await startSmtpMailWorld();
  ({ testApp, smtp, cast } = world);
});

afterAll(() => world.close());

const post = async (as: TestIdentity, path: string, body: unknown = {}) => testApp.call({ method: 'POST', path, as, body });
const contractOf = (response: Awaited<ReturnType<typeof post>>) => dataOf(response, contractSchema);

/** The messages to `identity` that arrived since `from` (an index into everything received). */
async function mailTo(identity: TestIdentity, from: number): Promise<ReceivedMail[]> {
  await untilEmailsSent(testApp);
  return smtp.received.slice(from).filter((mail) => mail.to === identity.email);
}

/** The brand publishes a project of its own with `creatorId` (one live contract per pair and project) and proposes to them. */
async function propose(creatorId: number): Promise<ContractWire> {
  const deliveries = [{ creator_id: creatorId, stories: 2, feed: 0, tiktok: 0 }];
  const published = await post(cast.brand.identity, '/project', aProjectBody(creatorId, { step1: { amount: '9000.00', creators: deliveries } }));
  const projectId = dataOf(published, projectDetailsSchema).id;
  const created = await post(cast.brand.identity, '/proposals/create', { project_id: projectId, proposals: [aProposal(creatorId)] });
  const [contract] = dataOf(created, z.object({ contracts: z.array(contractSchema) })).contracts;
  if (contract === undefined) throw new Error('set-up: no contract');
  return contract;
}

/** A header's value as it was sent (mailparser folds the `List-*` headers into one object). */
function headerOf(mail: ReceivedMail | undefined, name: string): string | undefined {
  const line = mail?.parsed.headerLines.find((header) => header.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** What every e-mail must carry: a pt-BR subject, both parts, the action's link in both, and the one-click unsubscribe. */
function expectWellFormed(mail: ReceivedMail | undefined, subject: string, link: RegExp): void {
  expect(mail?.parsed.subject).toBe(subject);
  expect(mail?.parsed.text).toMatch(link);
  expect(mail?.parsed.html || '').toMatch(link);
  expect(mail?.parsed.html || '').toContain('lang="pt-BR"');
  expect(headerOf(mail, 'list-unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:3000\/api\/email\/unsubscribe\?token=[^>\s]+>$/);
  expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
}

describe('the e-mails of a contract, through a real SMTP server', () => {
  it('mails a proposal, a counter-offer, its acceptance, the payment and the delivery, in pt-BR, each with its link', async () => {
    const start = smtp.received.length;
    const contract = await propose(cast.ana.creatorId);
    const [proposal] = await mailTo(world.confirmed.ana, start);
    expectWellFormed(proposal, 'Nova proposta · Publi', new RegExp(`/contratos/${String(contract.id)}`));
    expect(proposal?.parsed.text).toContain('Olá, Ana,');
    expect(proposal?.parsed.text).toContain('Café Recife enviou uma proposta para "Lançamento Café São João"');
    expect(proposal?.parsed.html).toContain('Lançamento Café São João');

    const counterStart = smtp.received.length;
    contractOf(await post(world.confirmed.ana, `/project/contract/${String(contract.id)}/counter`, { amount_centavos: 180_000, deadline: '2099-03-01', message: 'Com um vídeo a mais.' }));
    const [counter] = await mailTo(world.confirmed.brand, counterStart);
    expectWellFormed(counter, 'Contraproposta recebida · Publi', new RegExp(`/projetos/|/contratos/${String(contract.id)}`));

    const acceptStart = smtp.received.length;
    contractOf(await post(world.confirmed.brand, `/project/contract/${String(contract.id)}/acceptance`));
    expect((await mailTo(world.confirmed.ana, acceptStart)).map((mail) => mail.parsed.subject)).toEqual(['Contraproposta aceita · Publi']);

    const paidStart = smtp.received.length;
    await payByCard(testApp, world.confirmed.brand, [contract.id]);
    const [paid] = await mailTo(world.confirmed.ana, paidStart);
    expectWellFormed(paid, 'Pagamento confirmado · Publi', new RegExp(`/contratos/${String(contract.id)}`));

    const deliveredStart = smtp.received.length;
    const file = await uploadToContract(testApp, world.confirmed.ana, contract.id, 'video/mp4');
    contractOf(await post(world.confirmed.ana, '/creator/contracts/delivery', { project_id: contract.project_id, creator_id: cast.ana.creatorId, links: ['https://www.instagram.com/p/Cafe123/'], file_ids: [file.id], note: 'Segue!' }));
    const [delivered] = await mailTo(world.confirmed.brand, deliveredStart);
    expectWellFormed(delivered, 'Entrega recebida · Publi', new RegExp(`/contratos/${String(contract.id)}`));
  });

  it('sends none of a kind its owner turned off, and the in-app notice still comes', async () => {
    const off = await testApp.call({ method: 'PUT', path: '/account/user/email-preferences', as: world.confirmed.brand, body: { preferences: [{ kind: 'counter_offer', email: false }] } });
    expect(dataOf(off, emailPreferencesSchema).preferences.find((preference) => preference.kind === 'counter_offer')?.email).toBe(false);
    const contract = await propose(cast.bia.creatorId);
    const start = smtp.received.length;
    contractOf(await post(world.confirmed.bia, `/project/contract/${String(contract.id)}/counter`, { amount_centavos: 170_000, deadline: '2099-03-01', message: 'Posso fazer por este valor.' }));
    expect(await mailTo(world.confirmed.brand, start)).toEqual([]);
    const notices = await testApp.call({ method: 'GET', path: '/notifications', as: world.confirmed.brand });
    expect(notices.json<{ data: { notifications: { kind: string }[] } }>().data.notifications[0]?.kind).toBe('counter_offer');
  });

  it("stops a kind from the e-mail's own unsubscribe address, signed out, as a mail client's button does", async () => {
    const start = smtp.received.length;
    const contract = await propose(cast.ana.creatorId);
    const [proposal] = await mailTo(world.confirmed.ana, start);
    const address = /^<(.+)>$/.exec(headerOf(proposal, 'list-unsubscribe') ?? '')?.[1] ?? '';
    const path = new URL(address).pathname.replace(/^\/api/, '') + new URL(address).search;
    // RFC 8058: a POST of the form `List-Unsubscribe=One-Click`, no session.
    const clicked = await testApp.call({ method: 'POST', path, body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(clicked.statusCode, clicked.body).toBe(200);
    const after = smtp.received.length;
    contractOf(await post(cast.brand.identity, `/project/contract/${String(contract.id)}/cancellation`));
    await propose(cast.ana.creatorId);
    expect((await mailTo(world.confirmed.ana, after)).map((mail) => mail.parsed.subject)).toEqual(['Proposta cancelada · Publi']);
  });

  it('tries again, once the mail server says "try later", and the e-mail arrives once', async () => {
    world.deferOnce.add(world.confirmed.bia.email);
    const start = smtp.received.length;
    const contract = await propose(cast.bia.creatorId);
    await untilEmailsSent(testApp, 20_000);
    expect((await mailTo(world.confirmed.bia, start)).map((mail) => mail.parsed.subject)).toEqual(['Nova proposta · Publi']);
    const [row] = await testApp.db.select({ status: outgoingEmails.status, attempts: outgoingEmails.attempts }).from(outgoingEmails).where(eq(outgoingEmails.toAddress, world.confirmed.bia.email)).orderBy(desc(outgoingEmails.id)).limit(1);
    expect(row).toEqual({ status: 'sent', attempts: 2 });
    contractOf(await post(cast.brand.identity, `/project/contract/${String(contract.id)}/cancellation`));
  });

  it('records an address the mail server refuses, the site tells its owner, and confirming it again clears it', async () => {
    world.refused.add(world.confirmed.bia.email);
    const start = smtp.received.length;
    await propose(cast.bia.creatorId);
    await untilEmailsSent(testApp);
    expect(smtp.received.slice(start).filter((mail) => mail.to === world.confirmed.bia.email)).toEqual([]);
    const rows = await testApp.db.select({ status: outgoingEmails.status }).from(outgoingEmails).where(eq(outgoingEmails.toAddress, world.confirmed.bia.email)).orderBy(outgoingEmails.id);
    // Refused at once, never retried: the proposal's e-mail ends there.
    expect(rows.map((one) => one.status).at(-1)).toBe('refused');
    const own = dataOf(await testApp.call({ method: 'GET', path: `/account/user?external_id=${world.confirmed.bia.uid}`, as: world.confirmed.bia }), ownUserSchema);
    expect(own.email_refused_at).not.toBeNull();
    // The person checks the address and confirms it again: the notice goes.
    world.refused.delete(world.confirmed.bia.email);
    expect((await post(world.confirmed.bia, '/account/user/email')).statusCode).toBe(200);
    const again = dataOf(await testApp.call({ method: 'GET', path: `/account/user?external_id=${world.confirmed.bia.uid}`, as: world.confirmed.bia }), ownUserSchema);
    expect(again.email_refused_at).toBeNull();
  });

  it('tells the owner of a new sign-in and of changed bank data, e-mails no one may turn off', async () => {
    const locked = await testApp.call({ method: 'PUT', path: '/account/user/email-preferences', as: world.confirmed.brand, body: { preferences: [{ kind: 'security', email: false }] } });
    expect(locked.statusCode).toBe(422);
    // A token's auth_time counts whole seconds: the new sign-in comes in a later one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const signedIn = await signInTestUser(process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '', { email: world.confirmed.brand.email, password: DEFAULT_TEST_PASSWORD });
    const start = smtp.received.length;
    const startApp = () => testApp.call({ method: 'GET', path: `/account/user?external_id=${signedIn.uid}`, as: { idToken: signedIn.idToken } });
    // The app starts twice in the same session (a reload): one sign-in, one e-mail.
    expect((await startApp()).statusCode).toBe(200);
    expect((await startApp()).statusCode).toBe(200);
    const [signInMail, ...more] = await mailTo(world.confirmed.brand, start);
    expect(more).toEqual([]);
    expect(signInMail?.parsed.subject).toBe('Novo acesso à sua conta · Publi');
    expect(signInMail?.parsed.text).toMatch(/Alguém entrou na sua conta da Publi em \d{2}\/\d{2}\/\d{4}/);
    expect(headerOf(signInMail, 'list-unsubscribe')).toBeUndefined();

    const bankStart = smtp.received.length;
    expect((await testApp.call({ method: 'PUT', path: '/users/bank_account', as: world.confirmed.brand, body: aBankAccountBody() })).statusCode).toBe(200);
    const [bankMail] = await mailTo(world.confirmed.brand, bankStart);
    expect(bankMail?.parsed.subject).toBe('Seus dados bancários mudaram · Publi');
    expect(bankMail?.parsed.html).toContain('/perfil/atividade');
  });
});

describe('a password changed at the identity provider', () => {
  it("is told to the account's owner at the next start of the app, once", async () => {
    const { identity } = await createAccount(testApp, 'creator');
    const owner = await confirmEmail(testApp, identity);
    const startApp = (as: TestIdentity) => testApp.call({ method: 'GET', path: `/account/user?external_id=${as.uid}`, as });
    expect((await startApp(owner)).statusCode).toBe(200);
    // The provider's record counts whole seconds: the change comes in a later one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';
    await linkPasswordTestUser(host, { ...owner, refreshToken: '' }, 'uma-senha-nova-123');
    // The change cut every session: the person signs in with the new password.
    const signedIn = await signInTestUser(host, { email: owner.email, password: 'uma-senha-nova-123' });
    const start = smtp.received.length;
    const fresh = { uid: signedIn.uid, email: owner.email, idToken: signedIn.idToken };
    expect((await startApp(fresh)).statusCode).toBe(200);
    expect((await startApp(fresh)).statusCode).toBe(200);
    const subjects = (await mailTo(owner, start)).map((mail) => mail.parsed.subject);
    expect(subjects.sort()).toEqual(['Novo acesso à sua conta · Publi', 'Sua senha foi trocada · Publi']);
  });
});

describe('GET /demo/emails in production mode', () => {
  it('is not there: production sends through SMTP and keeps no copy to show', async () => {
    const production = await startTestApp({ mode: 'production' });
    try {
      const { identity } = await createAccount(production, 'brand');
      const answer = await production.call({ method: 'GET', path: '/demo/emails', as: identity });
      expect([answer.statusCode, errorOf(answer).code]).toEqual([404, 'ROUTE.NOT_FOUND']);
    } finally {
      await production.close();
    }
  });
});
