import { ApplicationError } from '@publi/application';
import { apiError } from '@publi/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readApiResponse } from './read-api-response.js';

const total = z.object({ total: z.number() });

function failureOf(run: () => unknown): ApplicationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApplicationError) return error;
    throw error;
  }
  throw new Error('expected an ApplicationError');
}

describe('readApiResponse', () => {
  it('hands back data, dropping keys the schema does not know', () => {
    expect(readApiResponse(total, { status: 200, data: { data: { total: 3, extra: true } } })).toEqual({ total: 3 });
  });

  it('calls an empty body RESPONSE.EMPTY with the client message', () => {
    for (const data of [undefined, null, '', ' ']) {
      const error = failureOf(() => readApiResponse(total, { status: 200, data }));
      expect(error.code).toBe('RESPONSE.EMPTY');
      expect(error.message).toBe('A resposta do servidor veio vazia.');
    }
  });

  it('calls a body of the wrong shape RESPONSE.INVALID_FORMAT', () => {
    for (const data of [{ total: 3 }, { data: { total: 'três' } }, '<html>', 42]) {
      const error = failureOf(() => readApiResponse(total, { status: 200, data }));
      expect(error.code).toBe('RESPONSE.INVALID_FORMAT');
      expect(error.message).toBe('Formato de resposta inválido do servidor.');
    }
  });

  it("throws the server's code, message and fields from its error body", () => {
    const body = { error: { code: 'REQUEST.INVALID', message: 'Mensagem do servidor.', fields: { user_id: 'Informe o user_id.' } } };
    const error = failureOf(() => readApiResponse(total, { status: 400, data: body }));
    expect(error).toMatchObject({ code: 'REQUEST.INVALID', message: 'Mensagem do servidor.', fields: { user_id: 'Informe o user_id.' } });
  });

  it('passes an error body without fields on with no fields', () => {
    const error = failureOf(() => readApiResponse(total, { status: 404, data: apiError('CART.NOT_FOUND') }));
    expect(error.code).toBe('CART.NOT_FOUND');
    expect(error.fields).toEqual({});
  });

  it('calls a 5xx that is not our error body SERVER.ERROR', () => {
    expect(failureOf(() => readApiResponse(total, { status: 502, data: '<html>Bad gateway</html>' })).code).toBe('SERVER.ERROR');
  });
});
