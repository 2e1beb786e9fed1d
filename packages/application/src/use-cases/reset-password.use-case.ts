import { ApplicationError } from '../errors/application-error.js';
import type { IdentityPort } from '../ports/identity.port.js';

/** Sends the provider's password-reset e-mail; an address without '@' is refused before asking. */
export class ResetPasswordUseCase {
  /** @param identity - the provider. */
  constructor(private readonly identity: IdentityPort) {}

  /** Asks for the reset e-mail. */
  execute(email: string): Promise<void> {
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) return Promise.reject(new ApplicationError('IDENTITY.INVALID_EMAIL'));
    return this.identity.sendPasswordReset(address);
  }
}
