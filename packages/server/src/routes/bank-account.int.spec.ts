import { bankAccountOrNullSchema, bankAccountSchema } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/build-app.js';
import { FirebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import { bankAccounts, creators } from '../db/schema.js';
import { systemClock } from '../ports/clock.port.js';
import { aBankAccountBody, createAccount, dataOf, errorOf, expectApiError } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { identityDepsOf } from '../app/identity-deps.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const storedBankAccounts = async (userId: number) => testApp.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));

describe.each([
  { kind: 'users', put: '/users/bank_account', get: '/users/bank_account' },
  { kind: 'creator', put: '/creator/bank_account', get: '/creator/bank_account/details' },
] as const)('$put and GET $get', ({ put, get }) => {
  it('answers null before any is saved, then what was saved, with the document as digits', async () => {
    const { identity } = await createAccount(testApp, 'creator');
    expect(dataOf(await testApp.call({ method: 'GET', path: get, as: identity }), bankAccountOrNullSchema)).toBeNull();
    const saved = await testApp.call({ method: 'PUT', path: put, as: identity, body: aBankAccountBody({ owner_document: '529.982.247-25' }) });
    expect(saved.statusCode).toBe(200);
    const expected = {
      bank_name: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
      account_type: 'corrente',
      pix_key: null,
      pix_key_type: null,
      account: '12345-1',
      agency: '0001',
      bank_code: '260',
      owner_name: 'Ana Souza',
      owner_document: '52998224725',
    };
    expect(dataOf(saved, bankAccountSchema)).toEqual(expected);
    expect(dataOf(await testApp.call({ method: 'GET', path: get, as: identity }), bankAccountOrNullSchema)).toEqual(expected);
  });

  it('replaces the stored account instead of adding one', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    await testApp.call({ method: 'PUT', path: put, as: identity, body: aBankAccountBody() });
    const itau = { bank_code: '341', agency: '2545', account: '02366-1', owner_document: '11.222.333/0001-81', account_type: 'poupanca' } as const;
    expect((await testApp.call({ method: 'PUT', path: put, as: identity, body: aBankAccountBody(itau) })).statusCode).toBe(200);
    expect((await storedBankAccounts(user.id)).map((row) => [row.bankCode, row.accountType, row.ownerDocument])).toEqual([['341', 'poupanca', '11222333000181']]);
  });

  it('stores the Pix key in its canonical form with the type derived from it, and clears it with null', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const saved = await testApp.call({ method: 'PUT', path: put, as: identity, body: aBankAccountBody({ pix_key: '(11) 98765-4321' }) });
    expect(dataOf(saved, bankAccountSchema)).toMatchObject({ pix_key: '+5511987654321', pix_key_type: 'phone' });
    expect(dataOf(await testApp.call({ method: 'GET', path: get, as: identity }), bankAccountOrNullSchema)).toMatchObject({
      pix_key: '+5511987654321',
      pix_key_type: 'phone',
    });
    await testApp.call({ method: 'PUT', path: put, as: identity, body: aBankAccountBody({ pix_key: 'Ana@Exemplo.com.br' }) });
    expect((await storedBankAccounts(user.id)).map((row) => [row.pixKey, row.pixKeyType])).toEqual([['ana@exemplo.com.br', 'email']]);
    await testApp.call({ method: 'PUT', path: put, as: identity, body: aBankAccountBody({ pix_key: null }) });
    expect((await storedBankAccounts(user.id)).map((row) => [row.pixKey, row.pixKeyType])).toEqual([[null, null]]);
  });

  it("never answers another account's bank data", async () => {
    const owner = await createAccount(testApp, 'creator');
    const other = await createAccount(testApp, 'creator');
    await testApp.call({ method: 'PUT', path: put, as: owner.identity, body: aBankAccountBody() });
    expect(dataOf(await testApp.call({ method: 'GET', path: get, as: other.identity }), bankAccountOrNullSchema)).toBeNull();
    // The routes take no id: a query naming the owner is not obeyed.
    const naming = await testApp.call({ method: 'GET', path: `${get}?user_id=${owner.user.id}`, as: other.identity });
    expect(naming.body).not.toContain('12345-6');
  });

  it('refuses malformed bank data field by field, storing nothing', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const invalid: readonly [Record<string, unknown>, string, string][] = [
      [{ bank_code: '26' }, 'bank_code', 'Informe o código do banco com 3 dígitos, como 260.'],
      [{ bank_code: '999' }, 'bank_code', 'Escolha um banco da lista: não há banco brasileiro com este código.'],
      [{ agency: '12a4' }, 'agency', 'Informe a agência com até 5 dígitos e o dígito verificador, se houver, como 1234-5.'],
      [{ account: "1' OR '1'='1" }, 'account', 'Informe a conta com até 13 dígitos e o dígito verificador, como 12345-6.'],
      [{ bank_code: '001', agency: '1584', account: '210169-5' }, 'account', 'O dígito verificador não confere com a agência e a conta deste banco. Confira os números.'],
      [{ owner_document: '123.456.789-00' }, 'owner_document', 'Informe um CPF ou CNPJ válido do titular.'],
      [{ owner_document: '111.111.111-11' }, 'owner_document', 'Informe um CPF ou CNPJ válido do titular.'],
      [{ owner_document: undefined }, 'owner_document', 'Informe um CPF ou CNPJ válido do titular.'],
      [{ owner_name: '' }, 'owner_name', 'Informe o nome do titular.'],
      [{ account: 123456 }, 'account', 'Informe a conta com até 13 dígitos e o dígito verificador, como 12345-6.'],
      [{ account_type: undefined }, 'account_type', 'Escolha o tipo da conta: corrente ou poupança.'],
      [{ pix_key: '(11) 3333-4444' }, 'pix_key', 'Informe uma chave Pix válida: CPF, CNPJ, e-mail, celular com DDD ou chave aleatória.'],
      [{ pix_key_type: 'email' }, 'pix_key_type', 'Campo não reconhecido. Remova-o e tente de novo.'],
    ];
    for (const [override, field, message] of invalid) {
      const response = await testApp.call({ method: 'PUT', path: put, as: identity, body: { ...aBankAccountBody(), ...override } });
      expectApiError(response, 400, 'REQUEST.INVALID');
      expect(errorOf(response).fields, JSON.stringify(override)).toEqual({ [field]: message });
    }
    expect(await storedBankAccounts(user.id)).toEqual([]);
    expect(dataOf(await testApp.call({ method: 'GET', path: get, as: identity }), bankAccountOrNullSchema)).toBeNull();
  });

  it('answers 404 before the caller created an account', async () => {
    const identity = await testApp.signUp();
    expectApiError(await testApp.call({ method: 'GET', path: get, as: identity }), 404, 'USER.NOT_FOUND');
    expectApiError(await testApp.call({ method: 'PUT', path: put, as: identity, body: aBankAccountBody() }), 404, 'USER.NOT_FOUND');
  });
});

describe('the creator bank routes', () => {
  it('are only for creators; a brand keeps its bank account under /users', async () => {
    const { identity, user } = await createAccount(testApp, 'brand');
    expectApiError(await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: identity, body: aBankAccountBody() }), 403, 'CREATOR.ONLY');
    expectApiError(await testApp.call({ method: 'GET', path: '/creator/bank_account/details', as: identity }), 403, 'CREATOR.ONLY');
    expect(await storedBankAccounts(user.id)).toEqual([]);
    expect((await testApp.call({ method: 'PUT', path: '/users/bank_account', as: identity, body: aBankAccountBody() })).statusCode).toBe(200);
  });
});

describe('bank data elsewhere', () => {
  const secrets = ['98765-4', '52998224725', 'Titular Secreto', 'pix.secreto@exemplo.com'];
  const body = aBankAccountBody({ account: '98765-4', bank_code: '077', owner_name: 'Titular Secreto', pix_key: 'pix.secreto@exemplo.com' });

  it('is in no other answer: the account, own and public creator details, the slug page', async () => {
    const { identity, user } = await createAccount(testApp, 'creator', { name: 'Rita Bank' });
    await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: identity, body });
    const [card] = await testApp.db.select({ id: creators.id, slug: creators.slug }).from(creators).where(eq(creators.userId, user.id));
    const answers = await Promise.all([
      testApp.call({ method: 'GET', path: `/account/user?external_id=${identity.uid}`, as: identity }),
      testApp.call({ method: 'GET', path: '/account/creator/details', as: identity }),
      testApp.call({ method: 'GET', path: `/account/creator/details?id=${card?.id ?? 0}` }),
      testApp.call({ method: 'GET', path: `/account/creator/slug?slug=${card?.slug ?? ''}` }),
      testApp.call({ method: 'PUT', path: '/account/user', as: identity, body: { name: 'Rita Bank' } }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const secret of secrets) expect(answer.body).not.toContain(secret);
    }
  });

  it('is never written to the log, whether the request succeeds or fails', async () => {
    const lines: string[] = [];
    const verifier = new FirebaseTokenVerifier('demo-publi');
    const app = await buildApp({
      db: testApp.db,
      ...identityDepsOf(verifier),
      ...testApp.storage,
      clock: systemClock,
      events: testApp.events,
      mailer: testApp.mailer,
      jobQueueSql: testApp.jobQueueSql,
      payments: testApp.payments,
      expirySweepMs: 0,
      storageSweepMs: 0,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const { identity } = await createAccount(testApp, 'creator');
      const headers = { authorization: `Bearer ${identity.idToken}` };
      expect((await app.inject({ method: 'PUT', url: '/api/creator/bank_account', headers, payload: body })).statusCode).toBe(200);
      expect((await app.inject({ method: 'PUT', url: '/api/users/bank_account', headers, payload: { ...body, bank_code: 'x' } })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/creator/bank_account/details', headers })).statusCode).toBe(200);
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      for (const secret of [...secrets, identity.idToken]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await verifier.close();
    }
  });
});
