import { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CartOwnerBodyWire } from '../schemas/cart.schema.js';
import { defineRoute } from '../route-contract.js';
import { ROUTES } from '../routes/index.js';
import { UNSTORABLE_CHARACTER_MESSAGE } from './unstorable-characters.js';
import { validateRequest } from './validate-request.js';

describe('validateRequest', () => {
  it('hands back the parsed parts of a valid request, trimmed and with defaults', () => {
    const result = validateRequest(ROUTES.filterCreatorsByQuery, { query: { states: 'pe, sp', offset: '24' } });
    expect(result.success && result.data.query).toMatchObject({ states: ['PE', 'SP'], offset: 24, cities: [], min_engagement: null });
    expect(result.success && result.data.body).toBeUndefined();
  });

  it('answers 400 REQUEST.INVALID with a message per field, from every part at once', () => {
    const route = defineRoute({
      method: 'PUT',
      path: '/things/:id',
      auth: 'none',
      summary: 'Teste.',
      tag: 'Test',
      params: z.strictObject({ id: z.string().regex(/^[0-9]+$/, { error: 'Id inválido.' }) }),
      body: z.strictObject({ name: z.string({ error: 'Informe o nome.' }) }),
      response: z.null(),
    });
    const result = validateRequest(route, { params: { id: 'abc' }, body: {} });
    expect(result).toEqual({
      success: false,
      status: 400,
      error: {
        error: {
          code: 'REQUEST.INVALID',
          message: 'Alguns campos estão inválidos. Confira e tente de novo.',
          fields: { id: 'Id inválido.', name: 'Informe o nome.' },
        },
      },
    });
  });

  // Found by the route fuzz (server/src/fuzz): `POST /proposals` with `{ "text": "Ana\u0000Souza" }`,
  // `GET /account/user/projects?name=Ana%00`, `POST /users/save-user-info` with `{ "name": "Ana\u0000Souza" }`
  // and `PUT /project` with a reference named `"Site\ud800"` (stored as jsonb) answered 500, PostgreSQL
  // refusing the character; they are the caller's mistake, named by field.
  it('answers 400 REQUEST.INVALID naming each text that holds a NUL or half an emoji', () => {
    const search = validateRequest(ROUTES.listProposals, { body: { text: 'Ana\u0000Souza' } });
    expect(!search.success && search.error.error).toMatchObject({ code: 'REQUEST.INVALID', fields: { text: UNSTORABLE_CHARACTER_MESSAGE } });
    const name = validateRequest(ROUTES.saveUserInfo, { body: { name: 'Ana\u0000Souza' } });
    expect(!name.success && name.error.error.fields).toEqual({ name: UNSTORABLE_CHARACTER_MESSAGE });
    const query = validateRequest(ROUTES.listOwnProjects, { query: { name: 'Ana\u0000' } });
    expect(!query.success && query.error.error.fields).toEqual({ name: UNSTORABLE_CHARACTER_MESSAGE });
    const reference = validateRequest(ROUTES.updateProject, { body: { id: 1, projectName: 'Café', references: [{ kind: 'link', url: 'https://www.caferecife.com.br', name: 'Site\uD800' }] } });
    expect(!reference.success && reference.error.error.fields).toEqual({ 'references.0.name': UNSTORABLE_CHARACTER_MESSAGE });
  });

  // Found by the route fuzz: the webhook's event without `created_at`, a field with no message of its
  // own, answered zod's Portuguese fallback 'Entrada inválida: esperava um texto, recebeu um valor "undefined"'.
  it('says a field without a message of its own is missing in plain pt-BR', () => {
    const result = validateRequest(ROUTES.paymentWebhook, { body: { id: 'evt_1', type: 'charge.paid', data: { object_id: 'ch_1' } } });
    expect(!result.success && result.error.error.fields).toEqual({ created_at: 'Preencha este campo.' });
  });

  it('answers CART.USER_ID_REQUIRED, not the generic 400, when the cart owner is missing or blank', () => {
    for (const body of [{}, { user_id: '   ' }, { user_id: null }]) {
      const result = validateRequest(ROUTES.createCart, { body });
      expect(result.success ? undefined : result.error.error, JSON.stringify(body)).toEqual({
        code: 'CART.USER_ID_REQUIRED',
        message: 'Informe o user_id.',
        fields: { user_id: 'Informe o user_id.' },
      });
    }
    expect(validateRequest(ROUTES.getCart, { body: {} })).toMatchObject({ success: false, status: 400, error: { error: { code: 'CART.USER_ID_REQUIRED' } } });
  });

  it("types each part with its route's schema, and a part the route lacks as undefined", () => {
    const result = validateRequest(ROUTES.getCart, { body: { user_id: 'abc' } });
    if (!result.success) throw new Error('a valid request was refused');
    expectTypeOf(result.data.body).toEqualTypeOf<CartOwnerBodyWire>();
    expectTypeOf(result.data.query).toEqualTypeOf<undefined>();
    expect(result.data.body).toEqual({ user_id: 'abc' });
  });

  it('keeps REQUEST.INVALID for a user_id that is there but malformed', () => {
    const result = validateRequest(ROUTES.createCart, { body: { user_id: 'x'.repeat(129) } });
    expect(result.success ? undefined : result.error.error.code).toBe('REQUEST.INVALID');
  });

  it('falls back to Portuguese for a schema that forgot its own message', () => {
    const route = defineRoute({
      method: 'POST',
      path: '/t',
      auth: 'none',
      summary: 'Teste.',
      tag: 'Test',
      body: z.object({ n: z.number() }),
      response: z.null(),
    });
    const result = validateRequest(route, { body: { n: 'dez' } });
    // Plain pt-BR from `ptBrFallback`, not zod's Portuguese ('Tipo inválido: esperado number, recebido string').
    expect(result.success ? undefined : result.error.error.fields?.n).toBe('Informe um número.');
  });
});
