import { POLICY_VERSION } from '../testing/privacy.builder.js';
import { describe, expect, it } from 'vitest';
import { InMemoryUploadAdapter } from '../in-memory/in-memory-upload.adapter.js';
import { aWorld } from '../testing/world.builder.js';
import { ChangeProfilePictureUseCase } from './change-profile-picture.use-case.js';
import { SignUpUseCase } from './sign-up.use-case.js';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]);
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

async function signedIn() {
  const world = aWorld();
  await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('brand', POLICY_VERSION);
  return { world, change: new ChangeProfilePictureUseCase(new InMemoryUploadAdapter(world.session), world.accounts) };
}

describe('ChangeProfilePictureUseCase', () => {
  it('uploads the image and saves its URL as the picture', async () => {
    const { change } = await signedIn();
    const user = await change.execute({ name: 'eu.jpg', type: 'image/jpeg', bytes: JPEG });
    expect(user.image).toMatch(/^memory:\/\/uploads\/profile\/.*eu\.jpg$/);
  });

  it('passes the upload progress on to whoever watches it', async () => {
    const { change } = await signedIn();
    const heard: number[] = [];
    await change.execute({ name: 'eu.jpg', type: 'image/jpeg', bytes: JPEG }, undefined, (percent) => { heard.push(percent); });
    expect(heard.at(-1)).toBe(100);
  });

  it('refuses a PDF named like an image and keeps the old picture', async () => {
    const { world, change } = await signedIn();
    await expect(change.execute({ name: 'eu.jpg', type: 'image/jpeg', bytes: PDF })).rejects.toMatchObject({ code: 'UPLOAD.TYPE_NOT_ALLOWED' });
    expect((await world.accounts.getUserByExternalId('google-uid-1')).image).toBeNull();
  });

  it('refuses an image over 5 MB', async () => {
    const { change } = await signedIn();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(JPEG);
    await expect(change.execute({ name: 'grande.jpg', type: 'image/jpeg', bytes: big })).rejects.toMatchObject({ code: 'UPLOAD.TOO_LARGE' });
  });
});
