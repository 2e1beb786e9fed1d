import { Writable } from 'node:stream';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { authenticate } from './authenticate.js';
import type { TokenRejection, TokenVerifierPort, VerifiedIdentity } from './token-verifier.port.js';

const silentLog = { warn: () => undefined };
const requestWith = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization }, log: silentLog }) as unknown as FastifyRequest;
const verifierAnswering = (answer: VerifiedIdentity | TokenRejection): TokenVerifierPort => ({ verify: () => Promise.resolve(answer) });
const codeOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof AppError ? error.code : 'not an AppError'));

describe('authenticate', () => {
  it('maps each answer of the identity service to what the caller hears', async () => {
    const bearer = requestWith('Bearer abc');
    await expect(codeOf(authenticate(bearer, verifierAnswering('expired'), { auth: 'required' }))).resolves.toBe('AUTH.TOKEN_EXPIRED');
    await expect(codeOf(authenticate(bearer, verifierAnswering('invalid'), { auth: 'required' }))).resolves.toBe('AUTH.TOKEN_INVALID');
    // The service being down says nothing about the person: a 503, not a 401 that signs them out.
    await expect(codeOf(authenticate(bearer, verifierAnswering('unavailable'), { auth: 'optional' }))).resolves.toBe('SERVICE_UNAVAILABLE');
  });

  it('asks the provider about revocation only where the route says so, and answers it in its own words there', async () => {
    // As in production: a genuine token of a revoked session passes unless the provider is asked.
    const productionLike: TokenVerifierPort = { verify: (_token, options) => Promise.resolve(options?.checkRevoked === true ? 'revoked' : { uid: 'ana' }) };
    const bearer = requestWith('Bearer abc');
    await expect(authenticate(bearer, productionLike, { auth: 'required' })).resolves.toEqual({ uid: 'ana' });
    await expect(codeOf(authenticate(bearer, productionLike, { auth: 'required', checkRevoked: true }))).resolves.toBe('AUTH.SESSION_REVOKED');
    await expect(codeOf(authenticate(bearer, verifierAnswering('disabled'), { auth: 'required', checkRevoked: true }))).resolves.toBe('AUTH.ACCOUNT_DISABLED');
    // The emulator looks on every route: there, outside the money routes, it stays the invalid token the contract lists.
    await expect(codeOf(authenticate(bearer, verifierAnswering('revoked'), { auth: 'required' }))).resolves.toBe('AUTH.TOKEN_INVALID');
    await expect(codeOf(authenticate(bearer, verifierAnswering('disabled'), { auth: 'optional' }))).resolves.toBe('AUTH.TOKEN_INVALID');
  });

  it('reads the bare token as well as "Bearer <token>", and no token per the route', async () => {
    const ana = { uid: 'ana' };
    await expect(authenticate(requestWith('abc'), verifierAnswering(ana), { auth: 'required' })).resolves.toEqual(ana);
    await expect(authenticate(requestWith('bearer   abc'), verifierAnswering(ana), { auth: 'required' })).resolves.toEqual(ana);
    await expect(authenticate(requestWith(), verifierAnswering(ana), { auth: 'optional' })).resolves.toBeNull();
    await expect(codeOf(authenticate(requestWith('Bearer '), verifierAnswering(ana), { auth: 'required' }))).resolves.toBe('AUTH.TOKEN_MISSING');
  });

  it('logs a token that cannot be verified, never the token, and not an expired one', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    app.get('/me', async (request) => authenticate(request, verifierAnswering(request.headers['x-answer'] === 'expired' ? 'expired' : 'invalid'), { auth: 'required' }));
    const forged = 'eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoiYW5hIn0.';
    try {
      await app.inject({ url: '/me', headers: { authorization: `Bearer ${forged}` } });
      const refusals = () => lines.map((line) => JSON.parse(line) as { msg: string }).filter((line) => line.msg === 'refused an identity token that could not be verified');
      expect(refusals()).toHaveLength(1);
      expect(lines.join('')).not.toContain(forged.slice(0, 20));
      await app.inject({ url: '/me', headers: { authorization: `Bearer ${forged}`, 'x-answer': 'expired' } });
      expect(refusals()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
