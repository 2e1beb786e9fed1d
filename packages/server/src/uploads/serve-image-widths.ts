import { apiError, API_ERRORS, IMAGE_WIDTHS, PUBLIC_UPLOAD_PURPOSES } from '@publi/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import { resizePhoto } from './resize-photo.js';
import { IMMUTABLE_CACHE } from './serve-uploads.js';

// The same names `serveUploads` serves (the public purposes' folders only, never delivered
// work), restricted to photos.
const PHOTO_KEY = new RegExp(`^(?:${PUBLIC_UPLOAD_PURPOSES.join('|')})/[A-Za-z0-9_-]+\\.(?:jpg|png|webp)$`);

/**
 * `GET /api/images/<width>/<key>`: a stored photo resized to one of the contract's
 * `IMAGE_WIDTHS`, as WebP, for the web's `srcset`. Each variant is made on its first request
 * and kept in the blob store beside the original (so every replica serves it, and photos stored
 * before this route existed get theirs too). Public like the originals (their names are
 * unguessable), and cached for a year: a key never changes its bytes.
 */
export function serveImageWidths(api: FastifyInstance, blobStore: BlobStorePort): void {
  api.get<{ Params: { width: string; '*': string } }>('/images/:width/*', { config: { rateLimit: 'file' } }, async (request, reply) => {
    const width = Number(request.params.width);
    const key = request.params['*'];
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || !PHOTO_KEY.test(key)) return notFound(reply);
    const bytes = (await blobStore.readVariant(key, width)) ?? (await makeVariant(blobStore, key, width));
    if (bytes === null) return notFound(reply);
    return reply.header('Cache-Control', IMMUTABLE_CACHE).header('X-Content-Type-Options', 'nosniff').type('image/webp').send(bytes);
  });
}

/** The variant, made from the original and kept; `null` when there is no readable original. */
async function makeVariant(blobStore: BlobStorePort, key: string, width: number): Promise<Buffer | null> {
  const original = await blobStore.read(key);
  if (original === null) return null;
  const resized = await resizePhoto(original, width).catch(() => null);
  if (resized === null) return null;
  await blobStore.putVariant(key, width, resized);
  return resized;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(API_ERRORS.NOT_FOUND.status).send(apiError('NOT_FOUND'));
}
