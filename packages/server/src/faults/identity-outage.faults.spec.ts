import { generateKeyPairSync, createSign, randomUUID } from 'node:crypto';
import { API_ERRORS } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import { createAccount } from '../test-support/account-bodies.builder.js';
import { closedPort, closedPortAgent } from '../test-support/closed-port-agent.js';
import { startSecondApp, type SecondApp } from '../test-support/second-app.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

// The identity provider out of reach says nothing about the person: the answer is a 503 the
// client retries, never a 401 that would sign them out.
const UNAVAILABLE = { error: { code: 'SERVICE_UNAVAILABLE', message: API_ERRORS.SERVICE_UNAVAILABLE.message } };
const PROJECT = 'publi-faults';

/** An ID token shaped as Firebase signs them (RS256, a key id, this project's audience and issuer), signed with a key of our own. */
function aWellFormedIdToken(uid: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Math.floor(Date.now() / 1000);
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', kid: 'faults-key', typ: 'JWT' })}.${encode({
    iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, auth_time: now, sub: uid, iat: now, exp: now + 3600,
  })}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url')}`;
}

describe('real Firebase, its public keys out of reach', () => {
  let testApp: TestApp | undefined;
  let emulatorHost: string | undefined;

  beforeAll(async () => {
    const tokenVerifier = new FirebaseTokenVerifier(PROJECT, { httpAgent: closedPortAgent('https', await closedPort()) });
    testApp = await startTestApp({ tokenVerifier });
    // Real Firebase: firebase-admin reads this at each verification, so without it the app asks Google's keys.
    emulatorHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  });

  afterAll(async () => {
    if (emulatorHost !== undefined) process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulatorHost;
    await testApp?.close();
  });

  it('answers a well-formed token 503 with the pt-BR body, never a 401', async () => {
    const uid = randomUUID();
    if (!testApp) throw new Error('set-up failed');
    const response = await testApp.call({ method: 'GET', path: `/account/user?external_id=${uid}`, as: { idToken: aWellFormedIdToken(uid) } });
    expect([response.statusCode, response.json()]).toEqual([503, UNAVAILABLE]);
  });

  it('is not ready, naming the identity provider alone, while the rest answers', async () => {
    if (!testApp) throw new Error('set-up failed');
    const response = await testApp.call({ method: 'GET', path: '/health/ready' });
    expect([response.statusCode, response.json()]).toEqual([503, { error: { ...UNAVAILABLE.error, fields: { identity: 'O serviço de identidade (Firebase Auth) não respondeu.' } } }]);
  });

  it('still refuses a token that cannot be a Firebase token with a 401, without asking for keys', async () => {
    if (!testApp) throw new Error('set-up failed');
    const response = await testApp.call({ method: 'GET', path: '/account/user?external_id=x', as: { idToken: 'not-a-token' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('the user look-up failing', () => {
  let testApp: TestApp;
  let unreachable: SecondApp;
  let person: TestIdentity;

  beforeAll(async () => {
    testApp = await startTestApp();
    person = (await createAccount(testApp, 'creator')).identity;
    // A replica whose calls to the identity provider (the emulator here) all fail; tokens still verify offline.
    unreachable = await startSecondApp(testApp, new FirebaseTokenVerifier('demo-publi', { httpAgent: closedPortAgent('http', await closedPort()) }));
  });

  afterAll(async () => {
    await unreachable.close();
    await testApp.close();
  });

  it("answers the person's own account 503 with the pt-BR body, never a 401, and 200 where the provider answers", async () => {
    const path = `/api/account/user?external_id=${person.uid}`;
    const headers = { authorization: `Bearer ${person.idToken}` };
    const failing = await unreachable.app.inject({ method: 'GET', url: path, headers });
    expect([failing.statusCode, failing.json()]).toEqual([503, UNAVAILABLE]);
    expect((await testApp.app.inject({ method: 'GET', url: path, headers })).statusCode).toBe(200);
  });
});
