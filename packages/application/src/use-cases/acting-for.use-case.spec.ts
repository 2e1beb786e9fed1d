import { describe, expect, it } from 'vitest';
import { anAgency } from '../testing/agency.builder.js';
import { EditProfileUseCase } from './edit-profile.use-case.js';
import { LinkAgentUseCase } from './link-agent.use-case.js';

/** An agency where Ana linked the agent, and the agent is signed in. */
async function anAgentActingForAna() {
  const agency = await anAgency();
  const { world } = agency;
  world.session.signInAs('ana');
  await new LinkAgentUseCase(world.agents).execute('ana', anAgency.TOKEN);
  world.session.signInAs('agent-1');
  return { ...agency, edit: new EditProfileUseCase(world.accounts, world.creators) };
}

const bank = { accountType: 'corrente', account: '12345-6', agency: '0001', bankCode: '260', ownerName: 'Agência Sol', ownerDocument: '52998224725' } as const;

describe('EditProfileUseCase acting for a creator', () => {
  it("saves a linked creator's profile, address, categories, networks and prices on the creator", async () => {
    const { world, edit } = await anAgentActingForAna();
    await edit.profile({ miniBio: 'Moda em Recife' }, 11);
    await edit.address({ postalCode: '50030-230', city: 'Recife', state: 'PE' }, 11);
    await edit.categories([2, 2], 11);
    await edit.socialNetworks('agent', [{ name: 'instagram', username: '@ana' }], 11);
    const details = await edit.jobPrices({ stories: 20_000, feed: 0, tiktok: 5_000 }, 11);
    expect(details.prices).toEqual({ stories: 20_000, feed: 0, tiktok: 5_000 });
    expect(details.socialNetworks.map((n) => n.username)).toEqual(['ana']);
    world.session.signInAs('ana');
    expect(await world.accounts.getUserByExternalId('ana')).toMatchObject({
      name: 'Ana Silva', miniBio: 'Moda em Recife', address: { postalCode: '50030230' }, categories: [{ id: 2 }],
    });
    world.session.signInAs('agent-1');
    expect((await world.accounts.getUserByExternalId('agent-1')).address).toBeNull();
  });

  it('refuses bank data to the agent before asking, and saves nothing', async () => {
    const { world, edit } = await anAgentActingForAna();
    await expect(edit.bankAccount('agent', bank, 11)).rejects.toMatchObject({ code: 'AGENT.BANK_FORBIDDEN' });
    await expect(edit.loadBankAccount('agent', 11)).rejects.toMatchObject({ code: 'AGENT.BANK_FORBIDDEN' });
    world.session.signInAs('ana');
    expect(await world.creators.getBankAccount()).toBeNull();
  });

  it("refuses writing for a creator who never linked the agent, and leaves that creator's data", async () => {
    const { world, edit } = await anAgentActingForAna();
    await expect(edit.jobPrices({ stories: 1, feed: 1, tiktok: 1 }, 12)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
    await expect(edit.profile({ name: 'Outra' }, 12)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
    expect((await world.creators.getDetailsById(12)).prices).toEqual({ stories: 0, feed: 0, tiktok: 0 });
  });

  it("refuses a creator writing another creator's data", async () => {
    const { world, edit } = await anAgentActingForAna();
    world.session.signInAs('bia');
    await expect(edit.categories([1], 11)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
    await expect(edit.socialNetworks('creator', [{ name: 'tiktok', username: 'bia' }], 11)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
  });

  it("refuses the agent's next save once the creator unlinked them", async () => {
    const { world, edit } = await anAgentActingForAna();
    await edit.jobPrices({ stories: 10_000, feed: 0, tiktok: 0 }, 11);
    world.session.signInAs('ana');
    await new LinkAgentUseCase(world.agents).unlink();
    world.session.signInAs('agent-1');
    await expect(edit.jobPrices({ stories: 99_900, feed: 0, tiktok: 0 }, 11)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
    expect((await world.creators.getDetailsById(11)).prices.stories).toBe(10_000);
  });
});
