import type { IdentityPort } from '../ports/identity.port.js';

/**
 * "Criar senha" for a Google-only account: links a password sign-in on the account's e-mail, so
 * "Senha" counts in the completion from the next load. Throws `IDENTITY.PASSWORD_ALREADY_SET`
 * when the account already has one, `IDENTITY.WEAK_PASSWORD` for a short one.
 */
export class CreatePasswordUseCase {
  /** @param identity - the provider. */
  constructor(private readonly identity: IdentityPort) {}

  /** Whether the signed-in person lacks a password sign-in (the screen offers "criar senha"). */
  canCreate(): boolean {
    return !this.identity.hasPasswordSignIn();
  }

  /** Links the password. */
  execute(password: string): Promise<void> {
    return this.identity.linkPassword(password);
  }
}
