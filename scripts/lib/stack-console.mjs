// What `pnpm start` and `pnpm dev` share once their processes are spawned: waiting for the API
// to answer, and telling the developer where Publi is and how to sign in.
import { setTimeout as delay } from 'node:timers/promises';

// Long enough for a first start on PGlite: migrations and the 3,000-creator catalogue (and, in
// development, tsx compiling the server on the fly).
const HEALTH_TIMEOUT_MS = 180_000;

/**
 * Polls `GET <origin>/api/health` until it answers 200 (the database is up too). False when the
 * time is up or `isStopping()` turns true (a child died); the reason is printed.
 */
export async function waitForHealth(origin, isStopping) {
  const url = `${origin}/api/health`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (!isStopping() && Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  if (!isStopping()) console.error(`${url} did not answer in ${HEALTH_TIMEOUT_MS / 1000} s.`);
  return false;
}

/** The closing banner: `lines` (label, value pairs), the demo logins, how to stop. */
export function printStackBanner(lines, logins) {
  const labelWidth = Math.max(...lines.map(([label]) => label.length)) + 2;
  const emailWidth = Math.max(...logins.map((login) => login.email.length));
  console.log(`
${lines.map(([label, value]) => `${`${label}:`.padEnd(labelWidth)}${value}`).join('\n')}

Demo logins (e-mail and password):
${logins.map((login) => `  ${login.kind.padEnd(8)} ${login.email.padEnd(emailWidth)}  ${login.password}`).join('\n')}

Ctrl-C stops everything.
`);
}
