import { describe, expect, it } from 'vitest';
import { aWorld } from '../testing/world.builder.js';
import { RefreshTokenUseCase } from './refresh-token.use-case.js';
import { SignInUseCase } from './sign-in.use-case.js';
import { SignOutUseCase } from './sign-out.use-case.js';

async function signedUp() {
  const world = aWorld();
  await world.identity.signUpWithEmail('ana@exemplo.com.br', 'segredo1');
  await world.identity.signOut();
  return world;
}

describe('SignInUseCase', () => {
  it('keeps the token of a good sign-in', async () => {
    const world = await signedUp();
    const session = await new SignInUseCase(world.identity, world.tokens).withEmail('ana@exemplo.com.br', 'segredo1');
    expect(world.tokens.read()).toBe(session.token);
  });

  it('refuses a wrong password and keeps nothing', async () => {
    const world = await signedUp();
    await expect(new SignInUseCase(world.identity, world.tokens).withEmail('ana@exemplo.com.br', 'errada')).rejects.toMatchObject({
      code: 'IDENTITY.WRONG_CREDENTIALS',
      message: 'E-mail ou senha incorretos.',
    });
    expect(world.tokens.read()).toBeNull();
  });
});

describe('SignOutUseCase', () => {
  it('clears the token and signs out of the provider', async () => {
    const world = await signedUp();
    await new SignInUseCase(world.identity, world.tokens).withGoogle();
    await new SignOutUseCase(world.identity, world.tokens).execute();
    expect(world.tokens.read()).toBeNull();
    await expect(world.identity.refreshToken()).resolves.toBeNull();
  });
});

describe('RefreshTokenUseCase', () => {
  it('saves a new token, still good after the old one expired', async () => {
    const world = await signedUp();
    const first = (await new SignInUseCase(world.identity, world.tokens).withEmail('ana@exemplo.com.br', 'segredo1')).token;
    world.clock.advance(3000);
    const refreshed = await new RefreshTokenUseCase(world.identity, world.tokens).execute();
    expect(refreshed).not.toBe(first);
    world.clock.advance(1000);
    expect(world.tokens.read()).toBe(refreshed);
  });

  it('clears the kept token when nobody is signed in', async () => {
    const world = await signedUp();
    world.tokens.save('stale');
    await expect(new RefreshTokenUseCase(world.identity, world.tokens).execute()).resolves.toBeNull();
    expect(world.tokens.peek()).toBeNull();
  });
});
