import { POLICY_VERSION } from './privacy.builder.js';
import type { AccountType, User } from '../model/user.model.js';
import { aCreatorDetails } from './creator.builder.js';
import { aWorld } from './world.builder.js';

type World = ReturnType<typeof aWorld>;

/** Creates the account `externalId` of `type` in `world`, signed in as it (the session is left on it). */
export async function anAccount(world: World, externalId: string, type: AccountType, name: string): Promise<User> {
  world.session.signInAs(externalId);
  return world.accounts.createUser({ externalId, type, name, email: `${externalId}@exemplo.com.br`, privacyPolicyVersion: POLICY_VERSION });
}

/**
 * A world with an agent ("Agência Sol", `agent-1`, link token `TOKEN`) and two creators, Ana
 * (`ana`, creator 11) and Bia (`bia`, creator 12), none linked yet; nobody is signed in.
 */
export async function anAgency() {
  const world = aWorld();
  const agent = await anAccount(world, 'agent-1', 'agent', 'Agência Sol');
  world.agents.setToken('agent-1', anAgency.TOKEN);
  const ana = await anAccount(world, 'ana', 'creator', 'Ana Silva');
  world.creators.addCreator(aCreatorDetails({ id: 11, userId: ana.id, slug: 'ana-silva', name: 'Ana Silva' }), 'ana');
  const bia = await anAccount(world, 'bia', 'creator', 'Bia Costa');
  world.creators.addCreator(aCreatorDetails({ id: 12, userId: bia.id, slug: 'bia-costa', name: 'Bia Costa' }), 'bia');
  world.session.signOut();
  return { world, agent, ana, bia };
}

/** The link token of the agent {@link anAgency} makes. */
anAgency.TOKEN = 'sol-token-0123456789abcdef';
