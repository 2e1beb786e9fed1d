import { IMAGE_WIDTHS } from '@publi/contract';

// A dot folder beside the uploads: the served paths (`serve-uploads.ts`) never match a dot name.
const WIDTHS_FOLDER = '.widths';

/** Where the `width` copy (WebP) of photo `key` is kept, relative to the public files' root: a path on disk, an object's name in a bucket. */
export function imageVariantKey(key: string, width: number): string {
  return `${WIDTHS_FOLDER}/${String(width)}/${key}.webp`;
}

/** The keys of every copy a photo may have, to remove with it. */
export function imageVariantKeys(key: string): string[] {
  return IMAGE_WIDTHS.map((width) => imageVariantKey(key, width));
}
