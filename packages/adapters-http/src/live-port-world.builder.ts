import type { AccountType } from '@publi/application';
import type { PortSuiteWorld, SuitePerson } from '@publi/application/testing';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { AxiosCreatorProfileAdapter } from './axios-creator-profile.adapter.js';
import { HttpCreatorDetailsReads } from './http-creator-details.reads.js';
import type { LiveIdentity, LiveTestApi, StartedTestApp } from './live-api.builder.js';

/**
 * The port suites' people on the real server: each sign-up is a person of the auth emulator
 * with a real ID token and an account made through the API; acting as one switches the token.
 */
export function livePeople<App extends StartedTestApp>(api: LiveTestApi<App>): PortSuiteWorld & { identityOf(person: SuitePerson): LiveIdentity } {
  const identities = new Map<string, LiveIdentity>();
  const identityOf = (person: SuitePerson): LiveIdentity => {
    const identity = identities.get(person.externalId);
    if (identity === undefined) throw new Error(`livePeople: ${person.externalId} was not signed up here`);
    return identity;
  };
  return {
    identityOf,
    async signUp(type: AccountType, name: string): Promise<SuitePerson> {
      const identity = await api.signUpAccount(type, name);
      identities.set(identity.uid, identity);
      const user = await new AxiosAccountAdapter(api.client).getUserByExternalId(identity.uid);
      const creatorId = type === 'creator' ? (await new AxiosCreatorProfileAdapter(api.client, new HttpCreatorDetailsReads(api.read)).getOwnDetails()).id : null;
      return { externalId: identity.uid, userId: user.id, creatorId };
    },
    actAs(person: SuitePerson | null): void {
      api.tokens.actAs(person === null ? null : identityOf(person));
    },
  };
}
