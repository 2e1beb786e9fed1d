import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailerPort, OutgoingEmail, SentEmail } from '../ports/mailer.port.js';

interface StoredEmail extends OutgoingEmail {
  readonly createdAt: string;
}

/** Most files `sentTo` reads: the newest ones, so a long-lived demo stays quick. */
const SCAN_LIMIT = 2_000;

/**
 * The embedded outbox: each e-mail a JSON file under `dir` (`DATA_DIR/outbox`), named by the
 * time it was written so the newest sort last. Nothing leaves the machine; a person reads their
 * e-mails in `demo` mode through `GET /notifications/outbox`.
 */
export class FileOutbox implements MailerPort {
  constructor(
    private readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Writes the e-mail to its own file. */
  async send(email: OutgoingEmail): Promise<void> {
    const createdAt = this.now();
    await mkdir(this.dir, { recursive: true });
    const stored: StoredEmail = { to: email.to, subject: email.subject, text: email.text, createdAt: createdAt.toISOString() };
    const name = `${createdAt.toISOString().replaceAll(':', '-')}-${randomUUID()}.json`;
    await writeFile(join(this.dir, name), JSON.stringify(stored), { flag: 'wx' });
  }

  /** The newest e-mails to `to`, newest first. */
  async sentTo(to: string, limit: number): Promise<SentEmail[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const newest = names.filter((name) => name.endsWith('.json')).sort().reverse().slice(0, SCAN_LIMIT);
    const found: SentEmail[] = [];
    for (const name of newest) {
      if (found.length >= limit) break;
      const stored = JSON.parse(await readFile(join(this.dir, name), 'utf8')) as StoredEmail;
      if (stored.to.toLowerCase() === to.toLowerCase()) found.push({ ...stored, createdAt: new Date(stored.createdAt) });
    }
    return found;
  }
}
