import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../test-support/account-bodies.builder.js';
import { insertCreator } from '../test-support/insert-creator.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// What a browser or a proxy may keep of each GET answer, on the real server.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  await insertCreator(testApp.db, { name: 'Ana Cache' });
});

afterAll(async () => {
  await testApp.close();
});

const get = (path: string, headers: Record<string, string> = {}) => testApp.call({ method: 'GET', path, headers });

describe('caching of GET answers', () => {
  it('lets a public read be kept but asked again each time, answering 304 without a body while nothing changed', async () => {
    const first = await get('/account/creator/filter');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get('/account/creator/filter', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of validators, or the strong form of ours, is understood too.
    expect((await get('/account/creator/filter', { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(304);
  });

  it('answers the new list, with a new validator, once the data changed', async () => {
    const before = await get('/account/creator/filter');
    await insertCreator(testApp.db, { name: 'Bruno Cache' });
    // The first page is cached per replica until the database's notice of the write arrives: on
    // PostgreSQL a moment after the commit (server README, "In-process cache and pool").
    const changed = () => get('/account/creator/filter', { 'if-none-match': String(before.headers.etag) });
    await expect.poll(async () => (await changed()).statusCode, { timeout: 2_000, interval: 10 }).toBe(200);
    const after = await changed();
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Bruno Cache');
  });

  it('answers a cached first page in the encoding each browser accepts, the same list under one validator', async () => {
    for (let index = 0; index < 6; index += 1) await insertCreator(testApp.db);
    const plain = await get('/account/creator/filter');
    // Asked again: now from the replica's cache, finished once and kept.
    const [brotli, gzip, brotliAgain] = await Promise.all([
      get('/account/creator/filter', { 'accept-encoding': 'gzip, deflate, br' }),
      get('/account/creator/filter', { 'accept-encoding': 'gzip' }),
      get('/account/creator/filter', { 'accept-encoding': 'br' }),
    ]);

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(brotliAgain.rawPayload.equals(brotli.rawPayload)).toBe(true);
    for (const answer of [plain, brotli, gzip]) {
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it("keeps a creator's details, which answer the caller's own profile when a token comes, in the browser only, per token", async () => {
    const creator = await insertCreator(testApp.db, { name: 'Carla Cache' });
    const answer = await get(`/account/creator/details?id=${String(creator.creatorId)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers.vary).toMatch(/authorization/i);
  });

  it("never lets a signed-in person's own data be kept", async () => {
    const brand = await createAccount(testApp, 'brand');
    const answer = await testApp.call({ method: 'GET', path: `/account/user?external_id=${brand.identity.uid}`, as: brand.identity });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.etag).toBeUndefined();
  });
});
