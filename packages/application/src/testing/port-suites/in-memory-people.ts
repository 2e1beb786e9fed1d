import type { AccountType } from '../../model/user.model.js';
import { aCreatorDetails } from '../creator.builder.js';
import { POLICY_VERSION } from '../privacy.builder.js';
import type { aWorld } from '../world.builder.js';
import type { PortSuiteWorld, SuitePerson } from './port-suite-world.js';

type World = ReturnType<typeof aWorld>;

/**
 * {@link PortSuiteWorld}'s people in an in-memory world: an account per sign-up and, for a
 * creator, a creator card the world's profiles and agent links know, as the server makes one
 * on a creator's sign-up.
 */
export function inMemoryPeople(world: World): PortSuiteWorld {
  let signedUp = 0;
  return {
    async signUp(type: AccountType, name: string): Promise<SuitePerson> {
      signedUp += 1;
      const externalId = `pessoa-${String(signedUp)}`;
      world.session.signInAs(externalId);
      const user = await world.accounts.createUser({ externalId, type, name, email: `${externalId}@exemplo.com.br`, privacyPolicyVersion: POLICY_VERSION });
      if (type !== 'creator') return { externalId, userId: user.id, creatorId: null };
      // Card ids apart from account ids, as on the server, so a suite cannot mix them up unnoticed.
      const creatorId = 500 + signedUp;
      world.creators.addCreator(aCreatorDetails({ id: creatorId, userId: user.id, slug: `criador-${String(creatorId)}`, name, prices: { stories: 0, feed: 0, tiktok: 0 } }), externalId);
      return { externalId, userId: user.id, creatorId };
    },
    actAs(person: SuitePerson | null): void {
      if (person === null) world.session.signOut();
      else world.session.signInAs(person.externalId);
    },
  };
}
