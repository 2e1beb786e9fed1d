import {
  API_ERRORS,
  PRIVACY_POLICY_VERSION,
  type AccountType,
  type ApiErrorCode,
  type AddressBodyWire,
  type BankAccountBodyWire,
  type CreateUserBodyWire,
  type JobPricesBodyWire,
  type SocialNetworkBodyWire,
  type UserWire,
  userSchema,
} from '@publi/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestApp, TestIdentity } from './test-app.js';

/** `POST /account/user`'s body for `identity`: its own uid and e-mail, a brand by default. */
export function aCreateUserBody(identity: TestIdentity, overrides: Partial<CreateUserBodyWire> = {}): CreateUserBodyWire {
  return { external_id: identity.uid, type: 'brand', name: 'Ana Souza', email: identity.email, privacy_policy_version: PRIVACY_POLICY_VERSION, ...overrides };
}

/** An address in Recife (PE), as a person types it. */
export function anAddressBody(overrides: Partial<AddressBodyWire> = {}): AddressBodyWire {
  return {
    postal_code: '50030-230',
    street: 'Rua do Bom Jesus',
    number: '125',
    complement: null,
    neighborhood: 'Recife Antigo',
    city: 'Recife',
    state: 'PE',
    ...overrides,
  };
}

/** An Instagram entry of `social_newtork`. */
export function aSocialNetwork(overrides: Partial<SocialNetworkBodyWire> = {}): SocialNetworkBodyWire {
  return { name: 'instagram', username: 'ana.souza', link: 'https://instagram.com/ana.souza', followers: 12_000, engagement: 4.25, ...overrides };
}

/** A checking account at Nubank (260), its check digit right, owned by a person with a valid CPF. */
export function aBankAccountBody(overrides: Partial<BankAccountBodyWire> = {}): BankAccountBodyWire {
  return { account_type: 'corrente', account: '12345-1', agency: '0001', bank_code: '260', owner_name: 'Ana Souza', owner_document: '52998224725', ...overrides };
}

/** Job prices as decimal strings. */
export function aJobPricesBody(overrides: Partial<JobPricesBodyWire> = {}): JobPricesBodyWire {
  return { stories: '150.00', feed: '350.50', tiktok: '0.00', ...overrides };
}

/** A person signed up in the emulator with an account of the given type, and the account as answered. */
export interface TestAccount {
  readonly identity: TestIdentity;
  readonly user: UserWire;
}

/** Signs a new person up and creates their account through `POST /account/user`. */
export async function createAccount(
  testApp: TestApp,
  type: AccountType = 'brand',
  overrides: Partial<CreateUserBodyWire> = {},
): Promise<TestAccount> {
  const identity = await testApp.signUp();
  const response = await testApp.call({ method: 'POST', path: '/account/user', as: identity, body: aCreateUserBody(identity, { type, ...overrides }) });
  if (response.statusCode !== 201) throw new Error(`createAccount: ${response.statusCode} ${response.body}`);
  return { identity, user: dataOf(response, userSchema) };
}

/** The `data` of a success answer, checked against the contract's `schema` when one is given. */
export function dataOf(response: LightMyRequestResponse): unknown;
export function dataOf<Schema extends z.ZodType>(response: LightMyRequestResponse, schema: Schema): z.output<Schema>;
export function dataOf(response: LightMyRequestResponse, schema?: z.ZodType): unknown {
  const body: unknown = response.json();
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error(`dataOf: not a success body: ${response.body}`);
  return schema === undefined ? body.data : schema.parse(body.data);
}

/** The `error` of a failure answer. */
export function errorOf(response: LightMyRequestResponse): { code: string; message: string; fields?: Record<string, string> } {
  const body: unknown = response.json();
  if (typeof body !== 'object' || body === null || !('error' in body)) throw new Error(`errorOf: not an error body: ${response.body}`);
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

/** Asserts a failure answer: its status, its stable code and the registry's pt-BR message. */
export function expectApiError(response: LightMyRequestResponse, status: number, code: ApiErrorCode): void {
  expect({ status: response.statusCode, code: errorOf(response).code }).toEqual({ status, code });
  expect(errorOf(response).message).toBe(API_ERRORS[code].message);
}
