import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The sandbox's webhook secret in `demo` mode: made once per data directory and kept there
 * (`sandbox/webhook-secret`, readable by its owner only), so every replica on that directory and
 * every restart signs and checks alike, and no two demo installs share one.
 */
export async function demoWebhookSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, 'sandbox', 'webhook-secret');
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch {
    await mkdir(dirname(path), { recursive: true });
    const secret = randomBytes(32).toString('hex');
    try {
      await writeFile(path, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      // Another process made it first: use theirs.
      return (await readFile(path, 'utf8')).trim();
    }
  }
}
