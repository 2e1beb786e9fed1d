import type { UnsubscribeLink } from '../model/email.model.js';
import type { EmailPort } from '../ports/email.port.js';

/** `/email/descadastrar`: the e-mail's unsubscribe link, read first and then confirmed, signed in or not. */
export class UnsubscribeUseCase {
  /** @param email - the e-mail port. */
  constructor(private readonly email: EmailPort) {}

  /** What the link turns off; refused with `EMAIL.UNSUBSCRIBE_INVALID` for a token that is not one. */
  read(token: string): Promise<UnsubscribeLink> {
    return this.email.readUnsubscribe(token);
  }

  /** Turns the link's kind off. */
  confirm(token: string): Promise<UnsubscribeLink> {
    return this.email.unsubscribe(token);
  }
}
