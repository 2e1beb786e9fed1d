import { API_ERRORS, ROUTES } from '@publi/contract';
import { describe, expect, it } from 'vitest';
import { answerProblems, readsAsPortuguese } from './answer-problems.js';

const json = 'application/json; charset=utf-8';
const refusal = (code: string, message: string, fields?: Record<string, string>) => JSON.stringify({ error: { code, message, ...(fields ? { fields } : {}) } });

// Each answer below is one the fuzz must refuse to pass: a planted fault, as a server bug would show it.
describe('answerProblems', () => {
  it('passes a listed refusal in pt-BR, and any success', () => {
    const invalid = refusal('REQUEST.INVALID', API_ERRORS['REQUEST.INVALID'].message, { name: 'Informe o nome.' });
    expect(answerProblems(ROUTES.updateUser, { status: 400, contentType: json, body: invalid }, false)).toEqual([]);
    expect(answerProblems(ROUTES.updateUser, { status: 200, contentType: json, body: '{"data":{}}' }, false)).toEqual([]);
  });

  it('fails any 5xx, even with the error body', () => {
    const internal = refusal('INTERNAL', API_ERRORS.INTERNAL.message);
    expect(answerProblems(ROUTES.listBadges, { status: 500, contentType: json, body: internal }, false)).toContain('answered 500');
  });

  it('fails a code the route does not list, unless a bent path met the router', () => {
    const missing = refusal('ROUTE.NOT_FOUND', API_ERRORS['ROUTE.NOT_FOUND'].message);
    expect(answerProblems(ROUTES.getContract, { status: 404, contentType: json, body: missing }, false)).toEqual([expect.stringContaining('not in the route')]);
    expect(answerProblems(ROUTES.getContract, { status: 404, contentType: json, body: missing }, true)).toEqual([]);
  });

  it('fails a status other than the code says, a body that is not the error body, and a non-JSON one', () => {
    const invalid = refusal('REQUEST.INVALID', API_ERRORS['REQUEST.INVALID'].message);
    expect(answerProblems(ROUTES.updateUser, { status: 422, contentType: json, body: invalid }, false)).toEqual([expect.stringContaining('status 422')]);
    expect(answerProblems(ROUTES.updateUser, { status: 400, contentType: json, body: '{"message":"Bad Request"}' }, false)).toEqual(['the error answer is not the contract error body']);
    expect(answerProblems(ROUTES.updateUser, { status: 400, contentType: 'text/plain', body: 'Bad Request' }, false)).toEqual(['the error answer is not JSON']);
  });

  it('fails English messages, at the top or beside a field', () => {
    const english = refusal('REQUEST.INVALID', 'Invalid input: expected string, received number');
    const field = refusal('REQUEST.INVALID', API_ERRORS['REQUEST.INVALID'].message, { name: 'Too big: expected string to have <=120 characters' });
    expect(answerProblems(ROUTES.updateUser, { status: 400, contentType: json, body: english }, false)).toEqual([expect.stringContaining('is not pt-BR')]);
    expect(answerProblems(ROUTES.updateUser, { status: 400, contentType: json, body: field }, false)).toEqual([expect.stringContaining('(name) is not pt-BR')]);
  });

  it('fails a stack trace, a file path or SQL text anywhere in an error answer', () => {
    const leaks = [
      'Error: boom\n    at handler (/work/main/packages/server/src/routes/users.routes.ts:12:7)',
      'insert into "users" ("name") values ($1)',
      'relation "users" does not exist',
      'duplicate key value violates unique constraint "users_pkey"',
    ];
    for (const leak of leaks) {
      const body = refusal('REQUEST.INVALID', `Não deu certo: ${leak}`);
      expect(answerProblems(ROUTES.updateUser, { status: 400, contentType: json, body }, false).join(' ')).toMatch(/shows (a stack trace|a file path|SQL text)/u);
    }
  });
});

describe('readsAsPortuguese', () => {
  it('takes the catalogue and zod fallbacks in Portuguese, not English, and reads past quoted wire values', () => {
    expect(Object.values(API_ERRORS).every(({ message }) => readsAsPortuguese(message))).toBe(true);
    expect(readsAsPortuguese('Opção inválida: esperava uma das seguintes opções: "charge.paid"|"charge.failed"')).toBe(true);
    expect(readsAsPortuguese('Escolha o tipo da conta: creator, brand ou agent.')).toBe(true);
    expect(readsAsPortuguese('Required')).toBe(false);
    expect(readsAsPortuguese('The name is too long')).toBe(false);
  });
});
