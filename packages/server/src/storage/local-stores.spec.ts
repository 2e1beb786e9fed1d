import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalBlobStore } from './local-blob-store.js';
import { LocalPrivateFileStore } from './local-private-file-store.js';

// The local adapters' side of the ports that serving and the health check use.
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'publi-local-stores-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalBlobStore', () => {
  it('answers a stored file’s size and type (from its extension), its bytes whole or in part, and null for a key nobody stored', async () => {
    const store = new LocalBlobStore(root);
    await store.put('reference/a1.pdf', Buffer.from('%PDF-1.7 roteiro'));
    expect(await store.stat('reference/a1.pdf')).toEqual({ size: 16, contentType: 'application/pdf' });
    expect(await text(store.open('reference/a1.pdf', { start: 5, end: 7 }))).toBe('1.7');
    expect(await store.stat('reference/nenhum.pdf')).toBeNull();
    expect(await store.stat('reference')).toBeNull();
  });

  it('probes: resolves on its folder, rejects once the folder is gone', async () => {
    await expect(new LocalBlobStore(root).probe()).resolves.toBeUndefined();
    await expect(new LocalBlobStore(join(root, 'sumiu')).probe()).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('LocalPrivateFileStore', () => {
  it('probes: resolves on its folder, rejects once the folder is gone', async () => {
    const store = new LocalPrivateFileStore(root);
    await store.write('delivery/a1.bin', Readable.from([Buffer.from('%PDF-1.7 entrega')]), 1_000, () => true);
    await expect(store.probe()).resolves.toBeUndefined();
    await expect(new LocalPrivateFileStore(join(root, 'sumiu')).probe()).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
