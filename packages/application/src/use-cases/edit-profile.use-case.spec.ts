import { POLICY_VERSION } from '../testing/privacy.builder.js';
import { describe, expect, it } from 'vitest';
import type { BankAccountInput } from '../model/bank-account.model.js';
import { aCreatorDetails } from '../testing/creator.builder.js';
import { anAgency } from '../testing/agency.builder.js';
import { aWorld } from '../testing/world.builder.js';
import { EditProfileUseCase } from './edit-profile.use-case.js';
import { SignUpUseCase } from './sign-up.use-case.js';

async function signedUp(type: 'creator' | 'brand') {
  const world = aWorld();
  const user = await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle(type, POLICY_VERSION);
  world.creators.addCreator(aCreatorDetails(), user.externalId);
  return { world, edit: new EditProfileUseCase(world.accounts, world.creators) };
}

const bank: BankAccountInput = { accountType: 'corrente', account: '12345-6', agency: '0001', bankCode: '260', ownerName: 'Ana', ownerDocument: '529.982.247-25' };

describe('EditProfileUseCase', () => {
  it('saves the profile, address and categories (each once)', async () => {
    const { edit } = await signedUp('brand');
    await edit.profile({ name: 'Ana Souza', miniBio: 'Marca de cosméticos' });
    await edit.address({ postalCode: '01310-100', city: 'São Paulo', state: 'SP' });
    const user = await edit.categories([1, 2, 1]);
    expect(user).toMatchObject({ name: 'Ana Souza', miniBio: 'Marca de cosméticos', address: { postalCode: '01310100', state: 'SP', street: null } });
    expect(user.categories.map((c) => c.id)).toEqual([1, 2]);
  });

  it("saves a creator's networks, prices and bank on the creator profile", async () => {
    const { world, edit } = await signedUp('creator');
    await edit.socialNetworks('creator', [{ name: 'instagram', username: '@ana.silva' }]);
    await edit.jobPrices({ stories: 15_000, feed: 30_000, tiktok: 0 });
    await edit.bankAccount('creator', bank);
    const details = await world.creators.getOwnDetails();
    expect(details.socialNetworks[0]?.username).toBe('ana.silva');
    expect(details.prices.feed).toBe(30_000);
    expect(await world.creators.getBankAccount()).toMatchObject({ ownerDocument: '52998224725' });
    expect(await world.accounts.getBankAccount()).toBeNull();
  });

  it("saves a brand's networks and bank on the user routes", async () => {
    const { world, edit } = await signedUp('brand');
    await edit.bankAccount('brand', bank);
    await expect(edit.socialNetworks('brand', [{ name: 'tiktok', username: 'marca' }])).resolves.toHaveLength(1);
    expect(await world.accounts.getBankAccount()).toMatchObject({ bankCode: '260' });
  });

  it('deactivates the account', async () => {
    const { world, edit } = await signedUp('brand');
    await edit.deactivate();
    expect((await world.accounts.getUserByExternalId('google-uid-1')).active).toBe(false);
  });

  it('saves for the creator a linked agent acts for, and refuses once unlinked', async () => {
    const { world } = await anAgency();
    const edit = new EditProfileUseCase(world.accounts, world.creators);
    world.session.signInAs('ana');
    await world.agents.linkAgent('ana', anAgency.TOKEN);
    world.session.signInAs('agent-1');
    await edit.jobPrices({ stories: 20_000, feed: 0, tiktok: 0 }, 11);
    await edit.profile({ miniBio: 'Receitas de domingo' }, 11);
    await edit.socialNetworks('agent', [{ name: 'instagram', username: 'ana' }], 11);
    expect((await world.creators.getDetailsById(11)).prices.stories).toBe(20_000);
    expect((await world.agents.getManagedCreatorAccount(11)).miniBio).toBe('Receitas de domingo');
    await expect(edit.jobPrices({ stories: 1, feed: 0, tiktok: 0 }, 12)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
    world.session.signInAs('ana');
    await world.agents.unlink();
    world.session.signInAs('agent-1');
    await expect(edit.jobPrices({ stories: 1, feed: 0, tiktok: 0 }, 11)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
    expect((await world.creators.getDetailsById(11)).prices.stories).toBe(20_000);
  });
});
