/** An e-mail ready for the outbox: its subject and both parts, the plain text and the HTML. */
export interface ComposedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}
