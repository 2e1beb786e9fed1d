import type { IdentityPort } from '../ports/identity.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';

/** Forces a token refresh on entering /home and keeps the new token; no one signed in clears it. */
export class RefreshTokenUseCase {
  /** @param identity - the provider. @param tokens - where the token is kept. */
  constructor(private readonly identity: IdentityPort, private readonly tokens: TokenStorePort) {}

  /** The new token, or `null` when nobody is signed in. */
  async execute(): Promise<string | null> {
    const token = await this.identity.refreshToken();
    if (token === null) this.tokens.clear();
    else this.tokens.save(token);
    return token;
  }
}
