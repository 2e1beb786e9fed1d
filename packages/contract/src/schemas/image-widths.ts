/**
 * The widths, in pixels, at which the server serves a stored photo (`GET /api/images/<width>/<key>`,
 * WebP, never wider than the original): enough for a small avatar, a card on a phone and a card
 * on a wide screen at high pixel density, and few enough that each variant is made once and kept.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 960] as const;

/** One of {@link IMAGE_WIDTHS}. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Where stored files are served, and where their resized copies are. */
export const UPLOADS_PATH = '/api/uploads/';
export const IMAGES_PATH = '/api/images/';

// A stored photo's address: the server's own key (`profile/<uuid>.png`), an image extension.
const STORED_PHOTO = /^\/api\/uploads\/((?:[a-z0-9-]+\/)*[A-Za-z0-9_-]+\.(?:jpg|png|webp))$/;

/**
 * The `srcset` of a photo the server stored (one candidate per width), or `undefined` for any
 * other address (the placeholder, an outside image), which is then shown as it is.
 *
 * @example imageSrcSet('/api/uploads/profile/a1.png') // '/api/images/160/profile/a1.png 160w, ...'
 */
export function imageSrcSet(url: string): string | undefined {
  const key = STORED_PHOTO.exec(url)?.[1];
  if (key === undefined) return undefined;
  return IMAGE_WIDTHS.map((width) => `${IMAGES_PATH}${width}/${key} ${width}w`).join(', ');
}
