import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffContentType } from '../uploads/sniff-content-type.js';
import { AVATAR_SIZE, drawAvatarWebp } from './draw-avatar.js';

const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP';

describe('drawAvatarWebp', () => {
  it('draws the same WebP for the same seed', async () => {
    const [first, again] = await Promise.all([drawAvatarWebp('ana-souza-recife'), drawAvatarWebp('ana-souza-recife')]);
    expect(isWebp(first)).toBe(true);
    expect(sniffContentType(first)).toBe('image/webp');
    expect(again.equals(first)).toBe(true);
  });

  it('draws a square photo of the avatar size that an image library can read', async () => {
    const metadata = await sharp(await drawAvatarWebp('joao-lima-natal')).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
  });

  it('draws different photos for different seeds', async () => {
    const seeds = ['ana-souza-recife', 'joao-lima-natal', 'maria-santos', 'pedro-alves-2', 'seed-0', 'seed-1'];
    const photos = await Promise.all(seeds.map((seed) => drawAvatarWebp(seed)));
    expect(new Set(photos.map((photo) => photo.toString('base64'))).size).toBe(seeds.length);
  });
});
