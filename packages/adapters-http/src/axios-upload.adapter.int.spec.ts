import { aSampleFile, startTestApp } from '@publi/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { AxiosUploadAdapter } from './axios-upload.adapter.js';
import { useLiveApi } from './live-api.builder.js';

const api = useLiveApi(startTestApp);
const uploads = new AxiosUploadAdapter(api.client);

beforeAll(async () => {
  await api.signUpAccount('brand', 'Marca');
});

describe('AxiosUploadAdapter against the server', () => {
  it('uploads a named file as multipart and answers where it lives, in domain names', async () => {
    const bytes = new Uint8Array(aSampleFile('image/png'));
    const result = await uploads.upload({ name: 'foto.png', type: 'image/png', bytes }, 'profile');
    expect(result).toEqual({ url: expect.stringMatching(/^\/api\/uploads\/profile\/[0-9a-f-]{36}\.png$/) as unknown, contentType: 'image/png', size: bytes.length });
    const served = await fetch(`${api.baseURL.replace(/\/api$/, '')}${result.url}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('reports how much was sent, never going back, ending at 100', async () => {
    const heard: number[] = [];
    await uploads.upload({ name: 'foto.png', type: 'image/png', bytes: new Uint8Array(aSampleFile('image/png')) }, 'profile', (percent) => { heard.push(percent); });
    expect(heard.at(-1)).toBe(100);
    expect(heard.every((percent, index) => percent >= 0 && percent <= 100 && percent >= (heard[index - 1] ?? 0))).toBe(true);
  });

  it('uploads bare bytes, the server reading the type from them', async () => {
    const result = await uploads.upload(new Uint8Array(aSampleFile('application/pdf')), 'reference');
    expect(result.contentType).toBe('application/pdf');
  });

  it("answers UPLOAD.TYPE_NOT_ALLOWED with the server's message for a type the purpose refuses", async () => {
    await expect(uploads.upload(new Uint8Array(aSampleFile('application/pdf')), 'profile')).rejects.toMatchObject({
      code: 'UPLOAD.TYPE_NOT_ALLOWED',
      message: expect.stringContaining('Tipo de arquivo não aceito') as unknown,
    });
  });

  it('answers AUTH.TOKEN_MISSING without a token', async () => {
    const token = api.tokens.read();
    api.tokens.actAs(null);
    try {
      await expect(uploads.upload(new Uint8Array(aSampleFile('image/png')), 'profile')).rejects.toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
    } finally {
      if (token !== null) api.tokens.save(token);
    }
  });
});
