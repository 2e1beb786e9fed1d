import { SmtpMailer } from '../email/smtp-mailer.js';
import { confirmEmail } from './confirm-email.js';
import { castForContracts, type ContractCast } from './contract-cast.builder.js';
import { startTestApp, type TestApp, type TestIdentity } from './test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.js';

/**
 * A test app whose e-mails the job queue sends through the SMTP adapter to a real local SMTP
 * server (smtp-server), and the contract cast with their addresses confirmed, so every e-mail of
 * a contract's life goes out.
 */
export interface SmtpMailWorld {
  readonly testApp: TestApp;
  readonly smtp: TestSmtpServer;
  readonly cast: ContractCast;
  readonly confirmed: Readonly<Record<'brand' | 'ana' | 'bia', TestIdentity>>;
  /** Addresses the server answers 550 at RCPT TO, as a closed mailbox is. */
  readonly refused: Set<string>;
  /** Addresses whose next message the server answers "try later" (451), once each. */
  readonly deferOnce: Set<string>;
  close(): Promise<void>;
}

export async function startSmtpMailWorld(): Promise<SmtpMailWorld> {
  const refused = new Set<string>();
  const deferOnce = new Set<string>();
  const smtp = await startTestSmtpServer({
    refuses: (address) => refused.has(address),
    onData: (recipients) => {
      const deferred = recipients.find((address) => deferOnce.delete(address));
      return deferred === undefined ? 'accept' : 'defer';
    },
  });
  // A retry waits a second here (a minute in production).
  const testApp = await startTestApp({ mailer: new SmtpMailer(smtp.url, 'Publi <nao-responda@publi.com.br>'), emailJobTiming: { expireInSeconds: 30, retryDelaySeconds: 1 } });
  const cast = await castForContracts(testApp);
  const confirmed = {
    brand: await confirmEmail(testApp, cast.brand.identity),
    ana: await confirmEmail(testApp, cast.ana.identity),
    bia: await confirmEmail(testApp, cast.bia.identity),
  };
  return {
    testApp,
    smtp,
    cast,
    confirmed,
    refused,
    deferOnce,
    close: async () => {
      await testApp.close();
      await smtp.close();
    },
  };
}
