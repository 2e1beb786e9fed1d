import type { IdentityPort, IdentitySession } from '../ports/identity.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';

/** Signs in with the provider and keeps the token. Throws `ApplicationError` with an `IDENTITY.*` code. */
export class SignInUseCase {
  /** @param identity - the provider. @param tokens - where the token is kept. */
  constructor(private readonly identity: IdentityPort, private readonly tokens: TokenStorePort) {}

  /** With e-mail and password. */
  async withEmail(email: string, password: string): Promise<IdentitySession> {
    return this.keep(await this.identity.signInWithEmail(email, password));
  }

  /** With Google. */
  async withGoogle(): Promise<IdentitySession> {
    return this.keep(await this.identity.signInWithGoogle());
  }

  private keep(session: IdentitySession): IdentitySession {
    this.tokens.save(session.token);
    return session;
  }
}
