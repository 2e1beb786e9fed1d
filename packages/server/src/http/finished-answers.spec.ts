import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { unchanging } from '../cache/unchanging.js';
import { finishedAnswers } from './finished-answers.js';

const bigList = (size: number) => Array.from({ length: size }, (_, index) => ({ id: index, name: `Criadora ${String(index)}` }));

describe('finishedAnswers', () => {
  it('checks, encodes and tags an unchanging answer handed back again (a cache hit) only once', () => {
    const check = vi.fn((answer: unknown) => answer);
    const finish = finishedAnswers(check);
    const cached = unchanging(bigList(50));

    const first = finish(cached);
    const again = finish(cached);

    expect(again).toBe(first);
    expect(check).toHaveBeenCalledTimes(1);
    expect(again.bodyIn('br')).toBe(first.bodyIn('br'));
  });

  it('finishes afresh an answer not marked unchanging, even the same object, which its handler may have changed', () => {
    const check = vi.fn((answer: unknown) => answer);
    const finish = finishedAnswers(check);
    const list = bigList(3);

    const before = finish(list);
    list.push({ id: 99, name: 'Criadora nova' });
    const after = finish(list);

    expect(check).toHaveBeenCalledTimes(2);
    expect(after.json).toContain('Criadora nova');
    expect(after.etag).not.toBe(before.etag);
  });

  it('finishes an answer built afresh for each request afresh, so a change is never hidden', () => {
    const check = vi.fn((answer: unknown) => answer);
    const finish = finishedAnswers(check);

    const before = finish({ total: 1 });
    const after = finish({ total: 2 });

    expect(check).toHaveBeenCalledTimes(2);
    expect(after.json).toBe('{"data":{"total":2}}');
    expect(after.etag).not.toBe(before.etag);
  });

  it('sends what the contract check gives, not what the handler returned', () => {
    const finish = finishedAnswers(() => ({ kept: true }));
    expect(finish({ kept: true, secret: 'x' }).json).toBe('{"data":{"kept":true}}');
  });

  it('leaves a small answer uncompressed and compresses one of 1 KiB or more', () => {
    const finish = finishedAnswers((answer) => answer);
    expect(finish({ total: 3 }).compressible).toBe(false);
    expect(finish(bigList(50)).compressible).toBe(true);
  });

  it('gives back the same JSON from its brotli and gzip bytes, under one validator', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), name: fc.string({ minLength: 20 }) }), { minLength: 40, maxLength: 80 }), (list) => {
        const finished = finishedAnswers((answer) => answer)(list);
        expect(brotliDecompressSync(finished.bodyIn('br')).toString('utf8')).toBe(finished.json);
        expect(gunzipSync(finished.bodyIn('gzip')).toString('utf8')).toBe(finished.json);
        expect(JSON.parse(finished.json)).toEqual({ data: list });
      }),
      { numRuns: 30 },
    );
  });
});
