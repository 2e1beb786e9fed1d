import { InMemoryAccountAdapter } from '../in-memory/in-memory-account.adapter.js';
import { InMemoryAgentAdapter } from '../in-memory/in-memory-agent.adapter.js';
import { InMemoryCartAdapter } from '../in-memory/in-memory-cart.adapter.js';
import { InMemoryClock } from '../in-memory/in-memory-clock.adapter.js';
import { InMemoryCreatorProfileAdapter } from '../in-memory/in-memory-creator-profile.adapter.js';
import { InMemoryIdentityAdapter } from '../in-memory/in-memory-identity.adapter.js';
import { InMemoryLogger } from '../in-memory/in-memory-logger.adapter.js';
import { InMemoryReferenceDataAdapter } from '../in-memory/in-memory-reference-data.adapter.js';
import { InMemorySession } from '../in-memory/in-memory-session.js';
import { InMemoryTokenStore } from '../in-memory/in-memory-token-store.adapter.js';

/** The in-memory adapters most use cases need, sharing one session and clock. */
export function aWorld() {
  const session = new InMemorySession();
  const clock = new InMemoryClock();
  const identity = new InMemoryIdentityAdapter(clock);
  // The session follows the identity provider, as the HTTP adapters follow the token.
  identity.onSessionChange((current) => {
    if (current === null) session.signOut();
    else session.signInAs(current.uid);
  });
  const accounts = new InMemoryAccountAdapter(session, clock, (uid) => identity.hasPassword(uid), (uid) => identity.verifiedEmailOf(uid));
  const creators = new InMemoryCreatorProfileAdapter(session);
  return {
    session, clock, identity, accounts, creators,
    agents: new InMemoryAgentAdapter(session, accounts, creators),
    tokens: new InMemoryTokenStore(clock),
    logger: new InMemoryLogger(),
    reference: new InMemoryReferenceDataAdapter(),
    carts: new InMemoryCartAdapter(session),
  };
}
