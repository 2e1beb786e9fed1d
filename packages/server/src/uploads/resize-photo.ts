import sharp from 'sharp';

// Quality 75 is where WebP photos stop showing artefacts at card sizes; effort 4 is sharp's default.
const WEBP = { quality: 75, effort: 4 } as const;

/**
 * A photo at `width` pixels wide (never wider than it is), as WebP, keeping its proportions and
 * turned upright by its EXIF orientation. Rejects when the bytes are not an image sharp can read.
 */
export function resizePhoto(bytes: Uint8Array, width: number): Promise<Buffer> {
  return sharp(bytes, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer();
}
