import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installContractErrorCheck, type UnlistedErrorCode } from './contract-error-check.js';

/** A bare Fastify answering `GET /api/badge` (a contract route listing no error of its own) with `code`. */
async function appAnswering(status: number, code: string): Promise<UnlistedErrorCode[]> {
  const unlisted: UnlistedErrorCode[] = [];
  const app = Fastify();
  installContractErrorCheck(app, (one) => unlisted.push(one));
  app.get('/api/badge', (_request, reply) => reply.code(status).send({ error: { code, message: 'x' } }));
  app.get('/api/not-in-the-contract', (_request, reply) => reply.code(403).send({ error: { code: 'AUTH.FORBIDDEN', message: 'x' } }));
  await app.inject({ method: 'GET', url: '/api/badge' });
  await app.inject({ method: 'GET', url: '/api/not-in-the-contract' });
  await app.close();
  return unlisted;
}

describe('installContractErrorCheck', () => {
  it("reports an error answer whose code the route's contract entry does not list", async () => {
    expect(await appAnswering(403, 'AUTH.FORBIDDEN')).toEqual([
      { route: 'GET /badge', url: '/api/badge', status: 403, code: 'AUTH.FORBIDDEN', listed: ['RATE_LIMITED', 'INTERNAL', 'SERVICE_UNAVAILABLE'] },
    ]);
  });

  it('lets a listed code through, and answers of paths outside the contract', async () => {
    expect(await appAnswering(500, 'INTERNAL')).toEqual([]);
  });
});
