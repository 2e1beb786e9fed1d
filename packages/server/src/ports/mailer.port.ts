/** An e-mail as Publi sends it: one recipient, both parts, and what a mail client needs to file it. */
export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** `Message-ID`: one per outgoing e-mail, the same on every try, so a send repeated after a crash is one message to a client (and to the demo's catcher). */
  readonly messageId: string;
  /** The one-click unsubscribe address (`List-Unsubscribe` with `List-Unsubscribe-Post`), or null for e-mails that cannot be turned off. */
  readonly unsubscribeUrl: string | null;
}

/**
 * The mail server refused the recipient at send time (a 5xx answer to `RCPT TO`: no such
 * mailbox, a closed account). Trying again changes nothing: the address is recorded instead and
 * its owner is told on the site.
 */
export class AddressRefusedError extends Error {
  constructor(readonly reply: string) {
    super('the mail server refused the address');
    this.name = 'AddressRefusedError';
  }
}

/**
 * Where e-mails go: an SMTP server in production (`SmtpMailer`), the demo's catcher otherwise
 * (`DemoMailCatcher`, shown at `/demo/emails`). `send` resolves once the message was accepted;
 * it rejects with {@link AddressRefusedError} when the recipient was refused, and with anything
 * else for a failure worth retrying (the server unreachable, busy, timed out).
 */
export interface MailerPort {
  send(email: OutgoingEmail): Promise<void>;
}
