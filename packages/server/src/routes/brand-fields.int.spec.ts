import { userSchema } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createAccount, dataOf, errorOf, expectApiError } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const storedBrandFields = async (userId: number) =>
  (await testApp.db.select({ cnpj: users.cnpj, legalName: users.legalName }).from(users).where(eq(users.id, userId)))[0];

describe("a brand's CNPJ and razão social on PUT /account/user", () => {
  it('stores the CNPJ as its 14 characters and the razão social, answers them and clears them with null', async () => {
    const { identity, user } = await createAccount(testApp, 'brand');
    const saved = await testApp.call({ method: 'PUT', path: '/account/user', as: identity, body: { cnpj: '11.222.333/0001-81', legal_name: 'Marca Boa Ltda' } });
    expect(dataOf(saved, userSchema)).toMatchObject({ cnpj: '11222333000181', legal_name: 'Marca Boa Ltda' });
    const own = await testApp.call({ method: 'GET', path: `/account/user?external_id=${identity.uid}`, as: identity });
    expect(dataOf(own, userSchema)).toMatchObject({ cnpj: '11222333000181', legal_name: 'Marca Boa Ltda' });
    await testApp.call({ method: 'PUT', path: '/account/user', as: identity, body: { profile: { cnpj: null, legal_name: null } } });
    expect(await storedBrandFields(user.id)).toEqual({ cnpj: null, legalName: null });
  });

  it('refuses an invalid CNPJ beside the field and saves nothing of the request', async () => {
    const { identity, user } = await createAccount(testApp, 'brand');
    const response = await testApp.call({ method: 'PUT', path: '/account/user', as: identity, body: { cnpj: '11.222.333/0001-80', legal_name: 'Outra Ltda' } });
    expectApiError(response, 400, 'REQUEST.INVALID');
    expect(errorOf(response).fields).toEqual({ cnpj: 'Informe um CNPJ válido, como 11.222.333/0001-81.' });
    expect(await storedBrandFields(user.id)).toEqual({ cnpj: null, legalName: null });
  });
});
