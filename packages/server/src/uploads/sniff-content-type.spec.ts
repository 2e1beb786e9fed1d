import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aSampleFile } from '../test-support/sample-files.builder.js';
import { SNIFFED_TYPES, sniffContentType, type SniffedType } from './sniff-content-type.js';

const TYPES = Object.keys(SNIFFED_TYPES) as SniffedType[];
const bytes = (maxLength = 64) => fc.uint8Array({ maxLength });
const ascii = (text: string) => Buffer.from(text, 'latin1');

// Each type's signature as a plain list of (offset, byte) checks: the reference the sniffer is held to.
const SIGNATURES: Readonly<Record<SniffedType, readonly (readonly [number, number])[]>> = {
  'image/jpeg': [[0, 0xff], [1, 0xd8], [2, 0xff]],
  'image/png': [...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].entries()],
  'image/webp': [...[...ascii('RIFF')].map((byte, index) => [index, byte] as const), ...[...ascii('WEBP')].map((byte, index) => [8 + index, byte] as const)],
  'application/pdf': [...ascii('%PDF-')].map((byte, index) => [index, byte] as const),
  'video/mp4': [...ascii('ftyp')].map((byte, index) => [4 + index, byte] as const),
};

const carries = (file: Uint8Array, type: SniffedType) => SIGNATURES[type].every(([offset, byte]) => file[offset] === byte);

describe('sniffContentType', () => {
  it.each(TYPES)('recognises a real %s', (type) => {
    expect(sniffContentType(aSampleFile(type))).toBe(type);
  });

  it('judges by the bytes whatever follows the signature', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), bytes(), (type, tail) => {
        expect(sniffContentType(Buffer.concat([aSampleFile(type), tail]))).toBe(type);
      }),
    );
  });

  it('never names a type whose signature the bytes lack', () => {
    fc.assert(
      fc.property(bytes(), (file) => {
        const type = sniffContentType(file);
        if (type !== undefined) expect(carries(file, type)).toBe(true);
      }),
    );
  });

  it('refuses text, empty and truncated files', () => {
    expect(sniffContentType(ascii('<script>alert(1)</script>'))).toBeUndefined();
    expect(sniffContentType(ascii('nome;email\nana;ana@exemplo.com.br'))).toBeUndefined();
    expect(sniffContentType(new Uint8Array())).toBeUndefined();
    expect(sniffContentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(sniffContentType(ascii('RIFF\0\0\0\0WAVE'))).toBeUndefined();
  });

  it('tells HEIC, AVIF and QuickTime files from MP4 video, though all open with ftyp', () => {
    for (const brand of ['heic', 'avif', 'mif1', 'qt  ']) {
      expect(sniffContentType(Buffer.concat([Uint8Array.from([0, 0, 0, 0x18]), ascii(`ftyp${brand}`), new Uint8Array(12)]))).toBeUndefined();
    }
    expect(sniffContentType(Buffer.concat([Uint8Array.from([0, 0, 0, 0x18]), ascii('ftypmp42'), new Uint8Array(12)]))).toBe('video/mp4');
  });
});
