import type { IdentityPort } from '../ports/identity.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';

/** Signs out: removes the token, then signs out of the provider. */
export class SignOutUseCase {
  /** @param identity - the provider. @param tokens - where the token is kept. */
  constructor(private readonly identity: IdentityPort, private readonly tokens: TokenStorePort) {}

  /** Clears the token first, so the person is signed out here even when the provider fails. */
  async execute(): Promise<void> {
    this.tokens.clear();
    await this.identity.signOut();
  }
}
