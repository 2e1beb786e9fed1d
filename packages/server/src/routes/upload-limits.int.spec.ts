import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { API_ERRORS, UNKNOWN_FIELD_MESSAGE, UPLOAD_LIMITS, uploadResultSchema, type ApiErrorCode } from '@publi/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBrand } from '../test-support/account-row.builder.js';
import { aCountingForm, PNG_HEAD, type CountingFormParts } from '../test-support/counting-form.builder.js';
import { aMultipartForm, type FormPart } from '../test-support/multipart-form.builder.js';
import { aSampleFile } from '../test-support/sample-files.builder.js';
import { listenOn } from '../test-support/second-app.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

// Issue 38, point 2: an upload's limit is known before its body is read (the purpose in the path,
// or SPEC's `purpose` field before the file, or the smallest limit without one), and the body is
// read at most that far plus 64 KiB. Proven with a client that makes each chunk only when the
// server pulls it and counts them: a body far larger than the limit, most of which is never sent.

const KiB = 1024;
const MiB = 1024 * KiB;
// What the server may read past a file's limit before it answers (SECURITY.md, "Limits").
const SLACK = 64 * KiB;
// Much larger than any limit: a server that read it all would pull this much.
const HUGE = 40 * MiB;

let testApp: TestApp;
let brand: TestIdentity;

beforeAll(async () => {
  testApp = await startTestApp();
  brand = await signUpBrand(testApp);
});

afterAll(async () => {
  await testApp.close();
});

function expectError(response: LightMyRequestResponse, code: ApiErrorCode): void {
  expect(response.statusCode, response.body).toBe(API_ERRORS[code].status);
  expect(response.json()).toMatchObject({ error: { code, message: API_ERRORS[code].message } });
}

/** Sends a counting form to `path` and answers the response with how much of the body the server pulled. */
async function sendCounting(path: string, parts: CountingFormParts): Promise<{ response: LightMyRequestResponse; pulled: number }> {
  const form = aCountingForm(parts);
  const response = await testApp.call({ method: 'POST', path, as: brand, body: form.stream, headers: form.headers });
  return { response, pulled: form.pulled() };
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(testApp.uploadsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('an upload over its limit is refused having read at most the limit plus 64 KiB', () => {
  it('without a purpose (SPEC\'s form): the smallest limit, a profile photo\'s 5 MB', async () => {
    const before = await storedFiles();
    const { response, pulled } = await sendCounting('/google-storage', { head: PNG_HEAD, fileBytes: HUGE });
    expectError(response, 'UPLOAD.TOO_LARGE');
    expect(pulled).toBeGreaterThan(UPLOAD_LIMITS.profile.maxBytes);
    expect(pulled).toBeLessThanOrEqual(UPLOAD_LIMITS.profile.maxBytes + SLACK);
    expect(await storedFiles()).toEqual(before);
  });

  it('with the purpose in the path', async () => {
    const { response, pulled } = await sendCounting('/google-storage/profile', { head: PNG_HEAD, fileBytes: HUGE });
    expectError(response, 'UPLOAD.TOO_LARGE');
    expect(pulled).toBeLessThanOrEqual(UPLOAD_LIMITS.profile.maxBytes + SLACK);
  });

  it('with SPEC\'s purpose field sent before the file: that purpose\'s limit', async () => {
    const { response, pulled } = await sendCounting('/google-storage', { fields: [{ name: 'purpose', value: 'reference' }], head: PNG_HEAD, fileBytes: HUGE });
    expectError(response, 'UPLOAD.TOO_LARGE');
    expect(pulled).toBeGreaterThan(UPLOAD_LIMITS.reference.maxBytes);
    expect(pulled).toBeLessThanOrEqual(UPLOAD_LIMITS.reference.maxBytes + SLACK);
  });

  it('with the bytes stuffed in a text field before the file instead, refused in pt-BR', async () => {
    const { response, pulled } = await sendCounting('/google-storage', { fields: [{ name: 'purpose', value: 'x'.repeat(HUGE) }], head: PNG_HEAD, fileBytes: 1 });
    expectError(response, 'REQUEST.INVALID');
    expect(response.json()).toMatchObject({ error: { fields: { file: 'O formulário traz dados demais além do arquivo. Envie só os campos purpose e file.' } } });
    expect(pulled).toBeLessThanOrEqual(UPLOAD_LIMITS.profile.maxBytes + SLACK);
  });

  it('closes the connection of a refused upload whose body is still coming, so its client stops sending', async () => {
    const base = new URL(await listenOn(testApp));
    const socket = connect(Number(base.port), base.hostname);
    const opening = '--b\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\n\r\n';
    // A text file posing as a photo: refused on its first bytes, while 10 MB are announced.
    socket.write(
      `POST /api/google-storage/profile HTTP/1.1\r\nHost: ${base.host}\r\nAuthorization: Bearer ${brand.idToken}\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${String(10 * MiB)}\r\n\r\n${opening}${'não é uma imagem '.repeat(64)}`,
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    await new Promise((resolve) => socket.once('close', resolve));
    const answer = Buffer.concat(chunks).toString('utf8');
    expect(answer).toMatch(/^HTTP\/1\.1 415 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});

describe('POST /google-storage/:purpose', () => {
  it('stores a reference PDF under that purpose, the form holding the file alone', async () => {
    const form = await aMultipartForm([{ name: 'file', file: aSampleFile('application/pdf'), filename: 'kit.pdf' }]);
    const response = await testApp.call({ method: 'POST', path: '/google-storage/reference', as: brand, body: form.payload, headers: form.headers });
    expect(response.statusCode, response.body).toBe(201);
    expect(uploadResultSchema.parse(response.json<{ data: unknown }>().data).url).toMatch(/^\/api\/uploads\/reference\/[0-9a-f-]{36}\.pdf$/);
  });

  it('refuses a purpose outside the public ones and a text field beside the file, naming them', async () => {
    const parts: FormPart[] = [{ name: 'purpose', value: 'reference' }, { name: 'file', file: aSampleFile('image/png'), filename: 'a.png' }];
    const form = await aMultipartForm(parts);
    const delivery = await testApp.call({ method: 'POST', path: '/google-storage/delivery', as: brand, body: form.payload, headers: form.headers });
    expectError(delivery, 'REQUEST.INVALID');
    expect(delivery.json()).toMatchObject({ error: { fields: { purpose: 'Escolha a finalidade do arquivo no endereço: profile, project ou reference.' } } });
    const withField = await testApp.call({ method: 'POST', path: '/google-storage/project', as: brand, body: form.payload, headers: form.headers });
    expect(withField.json()).toMatchObject({ error: { code: 'REQUEST.INVALID', fields: { purpose: UNKNOWN_FIELD_MESSAGE } } });
  });
});

describe('POST /google-storage (SPEC\'s form)', () => {
  it('refuses a purpose sent after the file, which was read under the smallest limit', async () => {
    const form = await aMultipartForm([{ name: 'file', file: aSampleFile('application/pdf'), filename: 'kit.pdf' }, { name: 'purpose', value: 'reference' }]);
    const late = await testApp.call({ method: 'POST', path: '/google-storage', as: brand, body: form.payload, headers: form.headers });
    expectError(late, 'UPLOAD.TYPE_NOT_ALLOWED');
    const image = await aMultipartForm([{ name: 'file', file: aSampleFile('image/png'), filename: 'a.png' }, { name: 'purpose', value: 'project' }]);
    const lateImage = await testApp.call({ method: 'POST', path: '/google-storage', as: brand, body: image.payload, headers: image.headers });
    expectError(lateImage, 'REQUEST.INVALID');
    expect(lateImage.json()).toMatchObject({ error: { fields: { purpose: 'Envie a finalidade (purpose) antes do arquivo no formulário.' } } });
  });
});
