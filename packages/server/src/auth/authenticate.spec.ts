import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { authenticate } from './authenticate.js';
import type { TokenRejection, TokenVerifierPort, VerifiedIdentity } from './token-verifier.port.js';

const requestWith = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;
const verifierAnswering = (answer: VerifiedIdentity | TokenRejection): TokenVerifierPort => ({ verify: () => Promise.resolve(answer) });
const codeOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof AppError ? error.code : 'not an AppError'));

describe('authenticate', () => {
  it('maps each answer of the identity service to what the caller hears', async () => {
    const bearer = requestWith('Bearer abc');
    await expect(codeOf(authenticate(bearer, verifierAnswering('expired'), 'required'))).resolves.toBe('AUTH.TOKEN_EXPIRED');
    await expect(codeOf(authenticate(bearer, verifierAnswering('invalid'), 'required'))).resolves.toBe('AUTH.TOKEN_INVALID');
    // The service being down says nothing about the person: a 503, not a 401 that signs them out.
    await expect(codeOf(authenticate(bearer, verifierAnswering('unavailable'), 'optional'))).resolves.toBe('SERVICE_UNAVAILABLE');
  });

  it('reads the bare token as well as "Bearer <token>", and no token per the route', async () => {
    const ana = { uid: 'ana' };
    await expect(authenticate(requestWith('abc'), verifierAnswering(ana), 'required')).resolves.toEqual(ana);
    await expect(authenticate(requestWith('bearer   abc'), verifierAnswering(ana), 'required')).resolves.toEqual(ana);
    await expect(authenticate(requestWith(), verifierAnswering(ana), 'optional')).resolves.toBeNull();
    await expect(codeOf(authenticate(requestWith('Bearer '), verifierAnswering(ana), 'required'))).resolves.toBe('AUTH.TOKEN_MISSING');
  });
});
