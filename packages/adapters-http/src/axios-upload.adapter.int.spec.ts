import { uploadPortSuite } from '@publi/application/testing';
import { aSampleFile, startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { AxiosUploadAdapter } from './axios-upload.adapter.js';
import { useLiveApi } from './live-api.builder.js';
import { livePeople } from './live-port-world.builder.js';

const api = useLiveApi(startTestApp);
const uploads = new AxiosUploadAdapter(api.client);
const sample = (type: 'image/png' | 'application/pdf', size?: number) => new Uint8Array(aSampleFile(type, size === undefined ? {} : { size }));

// The uploads' scenarios are the port suite's, which the in-memory adapter passes too; below,
// what only HTTP has: the file served back at its address.
uploadPortSuite(() => ({ ...livePeople(api), uploads, sample }));

describe('AxiosUploadAdapter against the server', () => {
  it('uploads a named file as multipart, served back byte for byte at the /api/uploads address it answers', async () => {
    await api.signUpAccount('brand', 'Marca');
    const bytes = sample('image/png');
    const result = await uploads.upload({ name: 'foto.png', type: 'image/png', bytes }, 'profile');
    expect(result.url).toMatch(/^\/api\/uploads\/profile\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${api.baseURL.replace(/\/api$/, '')}${result.url}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });
});
