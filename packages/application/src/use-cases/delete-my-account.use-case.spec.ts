import { describe, expect, it } from 'vitest';
import { ApplicationError } from '../errors/application-error.js';
import { InMemoryPrivacyAdapter } from '../in-memory/in-memory-privacy.adapter.js';
import { aWorld } from '../testing/world.builder.js';
import { DeleteMyAccountUseCase } from './delete-my-account.use-case.js';
import { SignInUseCase } from './sign-in.use-case.js';

async function signedIn() {
  const world = aWorld();
  await world.identity.signUpWithEmail('ana@exemplo.com.br', 'segredo1');
  await world.identity.signOut();
  await new SignInUseCase(world.identity, world.tokens).withEmail('ana@exemplo.com.br', 'segredo1');
  const privacy = new InMemoryPrivacyAdapter();
  return { world, privacy, deletion: new DeleteMyAccountUseCase(privacy, world.identity, world.tokens) };
}

describe('DeleteMyAccountUseCase', () => {
  it('deletes the account, then ends the session on this device', async () => {
    const { world, privacy, deletion } = await signedIn();
    await deletion.execute();
    expect(privacy.deleted).toBe(true);
    expect(world.tokens.read()).toBeNull();
    await expect(world.identity.refreshToken()).resolves.toBeNull();
  });

  it('keeps the session when the server refuses, and hands its sentence on', async () => {
    const { world, privacy, deletion } = await signedIn();
    const sentence = 'Há 1 contrato em andamento.';
    privacy.refuseNext(new ApplicationError('USER.DELETION_BLOCKED', undefined, { account: sentence }));
    await expect(deletion.execute()).rejects.toMatchObject({ code: 'USER.DELETION_BLOCKED', fields: { account: sentence } });
    expect(privacy.deleted).toBe(false);
    expect(world.tokens.read()).not.toBeNull();
    await expect(world.identity.refreshToken()).resolves.not.toBeNull();
  });

  it('counts a deletion as done even when the provider fails to sign out here', async () => {
    const { world, privacy, deletion } = await signedIn();
    world.identity.signOut = () => Promise.reject(new ApplicationError('IDENTITY.NETWORK'));
    await expect(deletion.execute()).resolves.toBeUndefined();
    expect(privacy.deleted).toBe(true);
    expect(world.tokens.read()).toBeNull();
  });
});
