import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expiredIdTokenFor } from '@publi/auth-emulator';
import { API_ERRORS, uploadResultSchema, type ApiErrorCode, type UploadResultWire } from '@publi/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema.js';
import { insertAccount } from '../test-support/account-row.builder.js';
import { aMultipartForm, type FormPart } from '../test-support/multipart-form.builder.js';
import { aSampleFile } from '../test-support/sample-files.builder.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

const MB = 1024 * 1024;

let testApp: TestApp;
let brand: TestIdentity;
let brandId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  brand = await testApp.signUp();
  brandId = (await insertAccount(testApp.db, brand)).id;
});

afterAll(async () => {
  await testApp.close();
});

async function upload(parts: readonly FormPart[], as: TestIdentity | { idToken: string } | null = brand): Promise<LightMyRequestResponse> {
  const form = await aMultipartForm(parts);
  return testApp.call({ method: 'POST', path: '/google-storage', body: form.payload, headers: form.headers, ...(as === null ? {} : { as }) });
}

function uploaded(response: LightMyRequestResponse): UploadResultWire {
  expect(response.statusCode, response.body).toBe(201);
  return uploadResultSchema.parse(response.json<{ data: unknown }>().data);
}

function expectError(response: LightMyRequestResponse, code: ApiErrorCode): void {
  expect(response.statusCode, response.body).toBe(API_ERRORS[code].status);
  expect(response.json()).toMatchObject({ error: { code, message: API_ERRORS[code].message } });
}

const fileOf = (bytes: Uint8Array, filename: string, contentType?: string): FormPart => ({ name: 'file', file: bytes, filename, ...(contentType ? { contentType } : {}) });
const purposeOf = (value: string): FormPart => ({ name: 'purpose', value });
const serve = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(testApp.uploadsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('POST /google-storage', () => {
  it.each([
    ['profile', 'image/png', 'foto.png', 'png'],
    ['profile', 'image/jpeg', 'foto.jpg', 'jpg'],
    ['project', 'image/webp', 'capa.webp', 'webp'],
    ['reference', 'application/pdf', 'roteiro.pdf', 'pdf'],
  ] as const)('stores a %s %s, serves it back byte for byte and records its owner', async (purpose, type, filename, extension) => {
    const bytes = aSampleFile(type);
    const result = uploaded(await upload([purposeOf(purpose), fileOf(bytes, filename, type)]));
    expect(result).toEqual({ url: expect.stringMatching(new RegExp(`^/api/uploads/${purpose}/[0-9a-f-]{36}\\.${extension}$`)) as string, content_type: type, size: bytes.length });

    const key = result.url.replace('/api/uploads/', '');
    expect(await readFile(join(testApp.uploadsDir, key))).toEqual(bytes);
    const [row] = await testApp.db.select().from(uploads).where(eq(uploads.id, key));
    expect(row).toMatchObject({ ownerId: brandId, purpose, contentType: type, size: bytes.length });

    const served = await serve(result.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('judges the type by the bytes: a PNG named .pdf and declared a PDF is stored as a PNG', async () => {
    const result = uploaded(await upload([purposeOf('reference'), fileOf(aSampleFile('image/png'), 'contrato.pdf', 'application/pdf')]));
    expect(result.content_type).toBe('image/png');
    expect(result.url).toMatch(/\.png$/);
    expect((await serve(result.url)).headers['content-type']).toBe('image/png');
  });

  it('uses the profile limits when no purpose is sent', async () => {
    const result = uploaded(await upload([fileOf(aSampleFile('image/jpeg'), 'eu.jpg')]));
    expect(result.url).toMatch(/^\/api\/uploads\/profile\//);
  });

  it('accepts an image of exactly 5 MB for a profile and a larger one as a reference', async () => {
    uploaded(await upload([purposeOf('profile'), fileOf(aSampleFile('image/png', { size: 5 * MB }), 'grande.png')]));
    uploaded(await upload([purposeOf('reference'), fileOf(aSampleFile('image/png', { size: 6 * MB }), 'grande.png')]));
  });

  it('refuses delivered work, which is private to its contract and never served from here', async () => {
    const refused = await upload([purposeOf('delivery'), fileOf(aSampleFile('video/mp4'), 'video.mp4')]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      purpose: 'Escolha a finalidade do arquivo: profile, project ou reference. Arquivos de entrega são enviados pela página do contrato.',
    });
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const before = await storedFiles();
    expectError(await upload([fileOf(Buffer.from('<script>alert(1)</script>'), 'foto.png', 'image/png')]), 'UPLOAD.TYPE_NOT_ALLOWED');
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    ['an SVG, which can carry script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', 'image/svg+xml'],
    ['an SVG with an XML prolog', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg', 'image/svg+xml'],
    ['an HTML page', '<!doctype html><html><body onload="alert(1)"></body></html>', 'briefing.html', 'text/html'],
  ])('refuses %s with 415 whatever it claims to be, and stores nothing', async (_what, text, name, claimed) => {
    const before = await storedFiles();
    for (const purpose of ['profile', 'project', 'reference'] as const) {
      expectError(await upload([purposeOf(purpose), fileOf(Buffer.from(text), name, claimed)]), 'UPLOAD.TYPE_NOT_ALLOWED');
    }
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a type the purpose does not take, before judging the size", async () => {
    expectError(await upload([purposeOf('profile'), fileOf(aSampleFile('application/pdf'), 'doc.pdf')]), 'UPLOAD.TYPE_NOT_ALLOWED');
    expectError(await upload([purposeOf('project'), fileOf(aSampleFile('video/mp4', { size: 6 * MB }), 'v.mp4')]), 'UPLOAD.TYPE_NOT_ALLOWED');
  });

  it.each([
    ['with the purpose sent first', [purposeOf('profile'), fileOf(aSampleFile('image/png', { size: 5 * MB + 1 }), 'big.png')]],
    ['with the purpose sent after the file', [fileOf(aSampleFile('image/png', { size: 5 * MB + 1 }), 'big.png'), purposeOf('project')]],
    ['with no purpose (profile)', [fileOf(aSampleFile('image/webp', { size: 5 * MB + 1 }), 'big.webp')]],
  ])('refuses an image over 5 MB with 413 %s, storing nothing', async (_case, parts) => {
    const before = await storedFiles();
    expectError(await upload(parts), 'UPLOAD.TOO_LARGE');
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400 UPLOAD.FILE_REQUIRED without a file, with an empty one and to a JSON body', async () => {
    expectError(await upload([purposeOf('profile')]), 'UPLOAD.FILE_REQUIRED');
    expectError(await upload([purposeOf('profile'), fileOf(new Uint8Array(), 'vazio.png')]), 'UPLOAD.FILE_REQUIRED');
    expectError(await upload([{ name: 'file', value: 'foto.png' }]), 'UPLOAD.FILE_REQUIRED');
    expectError(await testApp.call({ method: 'POST', path: '/google-storage', as: brand, body: { file: 'foto.png' } }), 'UPLOAD.FILE_REQUIRED');
  });

  it('answers 400 REQUEST.INVALID to an unknown purpose or field, naming it', async () => {
    const badPurpose = await upload([purposeOf("banner' OR 1=1 --"), fileOf(aSampleFile('image/png'), 'a.png')]);
    expectError(badPurpose, 'REQUEST.INVALID');
    expect(badPurpose.json()).toMatchObject({ error: { fields: { purpose: 'Escolha a finalidade do arquivo: profile, project ou reference. Arquivos de entrega são enviados pela página do contrato.' } } });
    const unknownField = await upload([{ name: 'path', value: '../../etc/passwd' }, fileOf(aSampleFile('image/png'), 'a.png')]);
    expectError(unknownField, 'REQUEST.INVALID');
    expect(unknownField.json()).toMatchObject({ error: { fields: { path: 'Campo não reconhecido. Remova-o e tente de novo.' } } });
  });

  it.each([
    ['a body that is not multipart at all', 'multipart/form-data; boundary=publi', 'nada de multipart aqui'],
    ['a form cut short', 'multipart/form-data; boundary=publi', '--publi\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG'],
    ['a multipart type without a boundary', 'multipart/form-data', '--x\r\n'],
  ])('answers 4xx, never 5xx, to %s', async (_case, contentType, payload) => {
    const response = await testApp.call({ method: 'POST', path: '/google-storage', as: brand, body: payload, headers: { 'content-type': contentType } });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String) as string } });
  });

  it('never uses the client file name for the stored name', async () => {
    const result = uploaded(await upload([fileOf(aSampleFile('image/png'), '../../../etc/cron.d/evil.png')]));
    expect(result.url).not.toContain('evil');
    expect(result.url).not.toContain('..');
  });

  it('answers 401 without a token and with an expired one, storing nothing', async () => {
    const before = await storedFiles();
    expectError(await upload([fileOf(aSampleFile('image/png'), 'a.png')], null), 'AUTH.TOKEN_MISSING');
    expectError(await upload([fileOf(aSampleFile('image/png'), 'a.png')], { idToken: expiredIdTokenFor(brand.uid) }), 'AUTH.TOKEN_EXPIRED');
    expect(await storedFiles()).toEqual(before);
  });

  it('answers USER.NOT_FOUND to a person without an account and USER.INACTIVE to a deactivated one', async () => {
    const stranger = await testApp.signUp();
    expectError(await upload([fileOf(aSampleFile('image/png'), 'a.png')], stranger), 'USER.NOT_FOUND');
    const deactivated = await testApp.signUp();
    await insertAccount(testApp.db, deactivated, { active: false });
    expectError(await upload([fileOf(aSampleFile('image/png'), 'a.png')], deactivated), 'USER.INACTIVE');
  });
});

describe('GET /uploads/*', () => {
  it('serves a range of a file, so a long PDF can be read in parts', async () => {
    const bytes = aSampleFile('application/pdf', { size: 1000 });
    const { url } = uploaded(await upload([purposeOf('reference'), fileOf(bytes, 'kit.pdf')]));
    const part = await serve(url, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(bytes.subarray(4, 12));
  });

  it.each([
    '/api/uploads/../../etc/passwd',
    '/api/uploads/..%2f..%2f..%2fetc%2fpasswd',
    '/api/uploads/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/api/uploads/%252e%252e/%252e%252e/etc/passwd',
    '/api/uploads/profile/..%5c..%5c..%5cetc%5cpasswd',
    '/api/uploads/profile/a.png%00.txt',
    '/api/uploads/',
    '/api/uploads/profile',
    '/api/uploads/profile/00000000-0000-0000-0000-000000000000.png',
  ])('answers 404 to %s', async (url) => {
    const response = await serve(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root:');
    expect(response.json()).toMatchObject({ error: { code: expect.stringMatching(/NOT_FOUND$/) as string } });
  });

  it('does not serve a file the server did not name, such as a dotfile', async () => {
    await writeFile(join(testApp.uploadsDir, '.env.png'), 'SECRET=1');
    await writeFile(join(testApp.uploadsDir, 'notes.txt'), 'hello');
    expect((await serve('/api/uploads/.env.png')).statusCode).toBe(404);
    expect((await serve('/api/uploads/notes.txt')).statusCode).toBe(404);
  });
});
