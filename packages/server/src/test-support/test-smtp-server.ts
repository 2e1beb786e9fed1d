import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test's SMTP server accepted, parsed by a MIME parser as a mail client would. */
export interface ReceivedMail {
  readonly to: string;
  readonly parsed: ParsedMail;
}

/** What the test's SMTP server does with one message's data: accept it, answer "try later" (451), or hold the connection open. */
export type DataAnswer = 'accept' | 'defer' | 'hold';

/** A real SMTP server on a free local port (smtp-server), keeping what it accepts. */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  readonly url: string;
  readonly received: readonly ReceivedMail[];
  /** Settles when a message's data starts to arrive while `onData` answers 'hold' (the send is then in flight, unanswered). */
  readonly held: Promise<void>;
  close(): Promise<void>;
}

/** The reply a mail server gives a mailbox that does not exist. */
const NO_SUCH_MAILBOX = 550;

/**
 * Starts the server. Recipients whose address `refuses` are answered 550 at `RCPT TO`, as a real
 * server answers a mailbox that does not exist; `onData` decides, per message and by its recipients, whether to accept it.
 */
export async function startTestSmtpServer(options: { readonly refuses?: (address: string) => boolean; readonly onData?: (recipients: readonly string[]) => DataAnswer } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let resolveHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    resolveHeld = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (options.refuses?.(address.address) === true) {
        callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: NO_SUCH_MAILBOX }));
        return;
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const answer = options.onData?.(session.envelope.rcptTo.map((recipient) => recipient.address)) ?? 'accept';
      if (answer === 'hold') {
        // Never answered: the sender waits until its own timeout, or until its process dies.
        stream.resume();
        resolveHeld();
        return;
      }
      if (answer === 'defer') {
        stream.resume();
        stream.on('end', () => {
          callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        });
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          for (const recipient of session.envelope.rcptTo) received.push({ to: recipient.address, parsed });
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  // A sender that dies mid-message resets its connection: that is the test, not a failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    held,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
