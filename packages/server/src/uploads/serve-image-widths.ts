import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { apiError, API_ERRORS, IMAGE_WIDTHS, PUBLIC_UPLOAD_PURPOSES } from '@publi/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { resizePhoto } from './resize-photo.js';

// The same names `serveUploads` serves (the public purposes' folders only, never delivered
// work), restricted to photos.
const PHOTO_KEY = new RegExp(`^(?:${PUBLIC_UPLOAD_PURPOSES.join('|')})/[A-Za-z0-9_-]+\\.(?:jpg|png|webp)$`);
// Inside the uploads folder, but a dot folder: `serveUploads` never serves dotfiles.
const WIDTHS_FOLDER = '.widths';

/**
 * `GET /api/images/<width>/<key>`: a stored photo resized to one of the contract's
 * `IMAGE_WIDTHS`, as WebP, for the web's `srcset`. Each variant is made on its first request
 * and kept beside the uploads, so photos stored before this route existed get theirs too;
 * it is written under a temporary name and renamed, so two first requests at once never
 * serve half a file. Public like the originals (their names are unguessable), and cached
 * for a year: a key never changes its bytes.
 */
export function serveImageWidths(api: FastifyInstance, uploadsDir: string): void {
  api.get<{ Params: { width: string; '*': string } }>('/images/:width/*', { config: { rateLimit: 'file' } }, async (request, reply) => {
    const width = Number(request.params.width);
    const key = request.params['*'];
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || !PHOTO_KEY.test(key)) return notFound(reply);
    const variantPath = imageVariantPath(uploadsDir, width, key);
    const bytes = (await readFile(variantPath).catch(() => null)) ?? (await makeVariant(join(uploadsDir, key), variantPath, width));
    if (bytes === null) return notFound(reply);
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .type('image/webp')
      .send(bytes);
  });
}

/** Where the `width` variant of photo `key` is kept, under the uploads folder. */
export function imageVariantPath(uploadsDir: string, width: number, key: string): string {
  return join(uploadsDir, WIDTHS_FOLDER, String(width), `${key}.webp`);
}

/** The variant, made from the original and kept; `null` when there is no readable original. */
async function makeVariant(originalPath: string, variantPath: string, width: number): Promise<Buffer | null> {
  const original = await readFile(originalPath).catch(() => null);
  if (original === null) return null;
  const resized = await resizePhoto(original, width).catch(() => null);
  if (resized === null) return null;
  await mkdir(dirname(variantPath), { recursive: true });
  const partial = `${variantPath}.${randomUUID()}.part`;
  await writeFile(partial, resized);
  await rename(partial, variantPath);
  return resized;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(API_ERRORS.NOT_FOUND.status).send(apiError('NOT_FOUND'));
}
