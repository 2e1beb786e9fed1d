import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What is worth compressing on the fly: text (HTML, CSV, JavaScript, CSS) and JSON, and SVG.
 * Never `text/event-stream`: a compressor holds bytes back until it has enough, and live chat
 * must arrive as it is sent. Never files in their own compressed formats (images, video, PDF,
 * spreadsheets), nor `application/octet-stream`, which the library's default would include.
 */
export const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?json(?:;|$)|^image\/svg\+xml(?:;|$)/;

/** Below this a compressed body saves less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli, or gzip for a client without it, on every reply of a compressible type of 1 KiB or
 * more, at the library's fast brotli level (a JSON page of results costs well under a
 * millisecond). The build's own files are compressed once at build time and served as they
 * are (`preCompressed` in `open-web-app.ts`); this covers the API and the rendered page.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: COMPRESS_FROM_BYTES, customTypes: COMPRESSIBLE_TYPES });
}
