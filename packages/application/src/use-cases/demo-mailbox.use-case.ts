import type { DemoEmail } from '../model/email.model.js';
import type { EmailPort } from '../ports/email.port.js';

/** `/demo/emails`: the mail the demo would have sent the signed-in person. */
export class DemoMailboxUseCase {
  /** @param email - the e-mail port. */
  constructor(private readonly email: EmailPort) {}

  /** Newest first. */
  list(): Promise<readonly DemoEmail[]> {
    return this.email.listDemoEmails();
  }
}
