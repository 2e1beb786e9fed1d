/** An e-mail as Publi writes it: plain text, one recipient. */
export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** An e-mail in the outbox, with when it was written. */
export interface SentEmail extends OutgoingEmail {
  readonly createdAt: Date;
}

/**
 * Where e-mails go: the embedded outbox (files under the data directory, readable in `demo`
 * mode) by default; a real e-mail provider's adapter in production implements `send` alone.
 */
export interface MailerPort {
  send(email: OutgoingEmail): Promise<void>;
  /** The newest e-mails written to `to`, newest first; an outbox that only sends answers none. */
  sentTo(to: string, limit: number): Promise<SentEmail[]>;
}
