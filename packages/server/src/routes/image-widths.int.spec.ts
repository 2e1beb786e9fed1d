import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { API_ERRORS, uploadResultSchema } from '@publi/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../test-support/account-row.builder.js';
import { aMultipartForm } from '../test-support/multipart-form.builder.js';
import { aSampleFile } from '../test-support/sample-files.builder.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

let testApp: TestApp;
let brand: TestIdentity;

beforeAll(async () => {
  testApp = await startTestApp();
  brand = await testApp.signUp();
  await insertAccount(testApp.db, brand);
});

afterAll(async () => {
  await testApp.close();
});

/** Stores `bytes` (a profile photo unless said) and answers its key (`profile/<uuid>.<ext>`). */
async function storePhoto(bytes: Buffer, filename: string, purpose = 'profile'): Promise<string> {
  const form = await aMultipartForm([{ name: 'purpose', value: purpose }, { name: 'file', file: bytes, filename }]);
  const response = await testApp.call({ method: 'POST', path: '/google-storage', body: form.payload, headers: form.headers, as: brand });
  expect(response.statusCode, response.body).toBe(201);
  return uploadResultSchema.parse(response.json<{ data: unknown }>().data).url.replace('/api/uploads/', '');
}

const aPhoto = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#e4572e' } }).png().toBuffer();
const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /api/images/<width>/<key>', () => {
  it('serves a stored photo at the width asked, as WebP with its proportions, kept for the next request', async () => {
    const key = await storePhoto(await aPhoto(1200, 800), 'retrato.png');
    const first = await get(`/api/images/320/${key}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });
    await access(join(testApp.uploadsDir, '.widths', '320', `${key}.webp`));

    const again = await get(`/api/images/320/${key}`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never enlarges a photo smaller than the width asked', async () => {
    const key = await storePhoto(await aPhoto(200, 100), 'pequena.png');
    const response = await get(`/api/images/960/${key}`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('answers 404 with the error body for widths outside the list, unknown keys, other files and paths that try to leave', async () => {
    const key = await storePhoto(await aPhoto(400, 400), 'foto.png');
    const document = await storePhoto(aSampleFile('application/pdf'), 'roteiro.pdf', 'reference');
    for (const url of [
      `/api/images/300/${key}`,
      `/api/images/abc/${key}`,
      '/api/images/320/profile/nao-existe.png',
      `/api/images/320/${document}`,
      '/api/images/320/..%2F..%2Fetc%2Fpasswd.png',
      `/api/images/320/../${key}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: 'NOT_FOUND', message: API_ERRORS.NOT_FOUND.message } });
    }
  });

  it('answers 404, not a server error, when the stored bytes only look like an image', async () => {
    const pngSignatureThenNoise = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 7)]);
    const key = await storePhoto(pngSignatureThenNoise, 'quebrada.png');
    const response = await get(`/api/images/160/${key}`);
    expect(response.statusCode, response.body).toBe(404);
  });
});
