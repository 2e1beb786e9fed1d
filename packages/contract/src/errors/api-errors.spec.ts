import { englishWordsIn, looksPortuguese } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { apiError } from './api-error.js';
import { API_ERRORS, isApiErrorCode, type ApiErrorCode } from './api-errors.js';
import { errorBodySchema } from './error-body.schema.js';

const entries = Object.entries(API_ERRORS) as [ApiErrorCode, (typeof API_ERRORS)[ApiErrorCode]][];

describe('API_ERRORS', () => {
  it('answers every code with a 4xx or 5xx status', () => {
    for (const [code, { status }] of entries) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  // The catalogue walk: the same judgement of English as the client's catalogues and the e2e scan.
  it.each(entries.map(([code, { message }]) => [code, message]))('writes %s in Portuguese, trimmed, with no English', (code, message) => {
    expect(message).not.toBe('');
    expect(message.trim()).toBe(message);
    expect(looksPortuguese(message)).toBe(true);
    expect(englishWordsIn(message)).toEqual([]);
  });

  it('keeps the codes and sentences other packages rely on', () => {
    expect(API_ERRORS['REQUEST.INVALID']).toEqual({ status: 400, message: 'Alguns campos estão inválidos. Confira e tente de novo.' });
    expect(API_ERRORS['CART.USER_ID_REQUIRED']).toEqual({ status: 400, message: 'Informe o user_id.' });
    expect(API_ERRORS.INTERNAL).toEqual({ status: 500, message: 'Algo deu errado do nosso lado. Tente de novo em instantes.' });
    expect(API_ERRORS['PROJECT.ID_AND_TOKEN_REQUIRED'].message).toBe('id e token são obrigatórios');
    expect(API_ERRORS['RESPONSE.EMPTY'].message).toBe('A resposta do servidor veio vazia.');
    expect(API_ERRORS['RESPONSE.INVALID_FORMAT'].message).toBe('Formato de resposta inválido do servidor.');
  });

  it('gives each status family its usual meaning', () => {
    expect(API_ERRORS['AUTH.TOKEN_MISSING'].status).toBe(401);
    expect(API_ERRORS['CREATOR.ONLY'].status).toBe(403);
    expect(API_ERRORS['USER.ALREADY_EXISTS'].status).toBe(409);
    expect(API_ERRORS['CART.CREATOR_NOT_FOUND'].status).toBe(422);
    expect(API_ERRORS['UPLOAD.TYPE_NOT_ALLOWED'].status).toBe(415);
    expect(API_ERRORS['UPLOAD.TOO_LARGE'].status).toBe(413);
    expect(API_ERRORS['UPLOAD.QUOTA_EXCEEDED'].status).toBe(409);
    expect(API_ERRORS.RATE_LIMITED.status).toBe(429);
    expect(API_ERRORS.SERVICE_UNAVAILABLE.status).toBe(503);
  });

  it('tells its own codes from unknown ones', () => {
    expect(isApiErrorCode('CART.NOT_FOUND')).toBe(true);
    expect(isApiErrorCode('CART.EXPLODED')).toBe(false);
    expect(isApiErrorCode('toString')).toBe(false);
  });
});

describe('apiError', () => {
  it('builds the error body with the registry message', () => {
    expect(apiError('CART.USER_ID_REQUIRED')).toEqual({ error: { code: 'CART.USER_ID_REQUIRED', message: 'Informe o user_id.' } });
  });

  it('carries field messages, and leaves out an empty fields map', () => {
    const body = apiError('REQUEST.INVALID', { email: 'Informe um e-mail válido.' });
    expect(body.error.fields).toEqual({ email: 'Informe um e-mail válido.' });
    expect(apiError('REQUEST.INVALID', {}).error).not.toHaveProperty('fields');
  });

  it('builds bodies the error body schema accepts, for every code', () => {
    for (const [code] of entries) {
      expect(errorBodySchema.safeParse(apiError(code, { campo: 'mensagem' })).success, code).toBe(true);
    }
  });
});

describe('errorBodySchema', () => {
  it('accepts codes this client does not know yet, from a newer server', () => {
    expect(errorBodySchema.safeParse({ error: { code: 'PAYMENT.DECLINED', message: 'Pagamento recusado.' } }).success).toBe(true);
  });

  it('refuses a body without a code or a message', () => {
    expect(errorBodySchema.safeParse({ error: { message: 'Oi' } }).success).toBe(false);
    expect(errorBodySchema.safeParse({ error: { code: 'X', message: '' } }).success).toBe(false);
    expect(errorBodySchema.safeParse({ message: 'Oi' }).success).toBe(false);
  });
});
