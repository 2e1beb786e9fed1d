import type { SniffedType } from '../uploads/sniff-content-type.js';

// Tiny but real files (`file` names them): a 1x1 PNG, JPEG and WebP, a PDF with an empty page tree, and the ftyp box an MP4 opens with.
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_1X1 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxD/2Q==';
const WEBP_1X1 = 'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
// An `ftyp` box (major brand isom) as every MP4 file opens with.
const MP4_FTYP = [0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')];

const SAMPLES: Readonly<Record<SniffedType, () => Uint8Array>> = {
  'image/png': () => Buffer.from(PNG_1X1, 'base64'),
  'image/jpeg': () => Buffer.from(JPEG_1X1, 'base64'),
  'image/webp': () => Buffer.from(WEBP_1X1, 'base64'),
  'application/pdf': () => Buffer.from(PDF, 'latin1'),
  'video/mp4': () => Uint8Array.from(MP4_FTYP),
};

/**
 * A small real file of `type`, padded with zero bytes to `size` when given (decoders ignore
 * bytes past the end of these formats), for upload tests.
 */
export function aSampleFile(type: SniffedType, options: { readonly size?: number } = {}): Buffer {
  const bytes = SAMPLES[type]();
  const size = Math.max(options.size ?? 0, bytes.length);
  const file = Buffer.alloc(size);
  file.set(bytes);
  return file;
}
