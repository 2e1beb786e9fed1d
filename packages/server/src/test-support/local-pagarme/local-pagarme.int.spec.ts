import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPagarme } from './local-pagarme.js';

// The local Pagar.me as a browser and a stranger meet it: the tokenization open to any origin
// with the public key, everything else behind the secret key.
let pagarme: LocalPagarme;
const card = { number: '4242 4242 4242 4242', holder_name: 'RITA GOMES', exp_month: 12, exp_year: 2099, cvv: '123' };

beforeAll(async () => {
  pagarme = await LocalPagarme.start({ secretKey: 'sk_test_local0123456', publicKey: 'pk_test_local0123456', recipientId: 'rp_publi0000000000000' });
});

afterAll(async () => {
  await pagarme.stop();
});

const tokens = (appId: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${pagarme.address}/core/v5/tokens?appId=${appId}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', ...headers }, body: JSON.stringify(body) });

describe('the local Pagar.me', () => {
  it('tokenizes a card for any origin with the public key, as the browser calls it', async () => {
    const preflight = await fetch(`${pagarme.address}/core/v5/tokens?appId=pk_test_local0123456`, { method: 'OPTIONS', headers: { origin: 'https://publi.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin'), preflight.headers.get('access-control-allow-headers')]).toEqual([204, '*', 'content-type']);
    const answer = await tokens('pk_test_local0123456', { type: 'card', card });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.json()).toMatchObject({ id: expect.stringMatching(/^token_[A-Za-z0-9]{16}$/) as unknown, type: 'card', card: { first_six_digits: '424242', last_four_digits: '4242', brand: 'Visa', holder_name: 'RITA GOMES', exp_month: 12, exp_year: 2099 } });
  });

  it('names the bad fields of a card, and refuses another public key', async () => {
    const bad = await tokens('pk_test_local0123456', { type: 'card', card: { ...card, number: '4242424242424241', cvv: '1' } });
    expect([bad.status, await bad.json()]).toEqual([422, { message: 'The request is invalid.', errors: { 'request.card.number': ['The number field is not a valid card number'], 'request.card.cvv': ['The cvv field is invalid.'] } }]);
    expect((await tokens('pk_test_someone_else', { type: 'card', card })).status).toBe(401);
  });

  it('answers the API only with the secret key as the basic-auth user', async () => {
    const basic = (user: string) => ({ authorization: `Basic ${Buffer.from(`${user}:`).toString('base64')}` });
    expect((await fetch(`${pagarme.address}/core/v5/charges`)).status).toBe(401);
    expect((await fetch(`${pagarme.address}/core/v5/charges`, { headers: basic('sk_test_someone_else') })).status).toBe(401);
    expect((await fetch(`${pagarme.address}/core/v5/charges`, { headers: basic('sk_test_local0123456') })).status).toBe(200);
    expect((await fetch(`${pagarme.address}/core/v5/subscriptions`, { headers: basic('sk_test_local0123456') })).status).toBe(404);
  });
});
