import { POLICY_VERSION } from '../testing/privacy.builder.js';
import { describe, expect, it } from 'vitest';
import { aWorld } from '../testing/world.builder.js';
import { AccountStatusUseCase } from './account-status.use-case.js';
import { SignUpUseCase } from './sign-up.use-case.js';

async function signedUp() {
  const world = aWorld();
  const user = await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('creator', POLICY_VERSION);
  return { world, user, status: new AccountStatusUseCase(world.accounts) };
}

describe('AccountStatusUseCase', () => {
  it('deactivates, refuses edits while inactive, and reactivates', async () => {
    const { world, status } = await signedUp();
    await status.deactivate();
    await expect(world.accounts.updateProfile({ name: 'Outra' })).rejects.toMatchObject({ code: 'USER.INACTIVE' });
    await expect(status.reactivate()).resolves.toMatchObject({ active: true });
    await expect(world.accounts.updateProfile({ name: 'Outra' })).resolves.toMatchObject({ name: 'Outra' });
  });

  it('refuses to deactivate an account with open contracts, which stays active', async () => {
    const { world, user, status } = await signedUp();
    world.accounts.withOpenContracts.add(user.externalId);
    await expect(status.deactivate()).rejects.toMatchObject({ code: 'USER.OPEN_CONTRACTS' });
    expect((await world.accounts.getUserByExternalId(user.externalId)).active).toBe(true);
  });
});
