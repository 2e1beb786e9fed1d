// What `pnpm start` and `pnpm dev` share: refusing early what the server would refuse after a
// build and the emulator's 20 s (production mode, a busy port), waiting for the API to answer,
// and telling the developer where Publi is, who can reach it and how to sign in.
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

// Both scripts run the auth emulator, so they are demo mode, where the server listens on the
// loopback address unless HOST says otherwise (packages/server/src/config/server-config.ts).
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** Where the server will listen: HOST, else the loopback address. */
export function demoHost(env) {
  return env.HOST || '127.0.0.1';
}

/** Ends the script with one line when it cannot run (PUBLI_MODE=production needs real Firebase). */
export function refuseProductionMode(env, script) {
  if ((env.PUBLI_MODE ?? 'demo') === 'demo' || env.PUBLI_MODE === '') return;
  console.error(`${script} runs the demo (auth emulator, PUBLI_MODE=demo); PUBLI_MODE=${env.PUBLI_MODE} runs the server alone: see packages/server/README.md`);
  process.exit(1);
}

/**
 * Ends the script with one line naming the port and how to choose another (`hint`, e.g.
 * `PORT=3001 pnpm start`) when `host:port` is taken, before anything slow starts.
 */
export async function ensurePortFree(port, host, hint) {
  const free = await new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(error.code !== 'EADDRINUSE'));
    probe.listen({ port: Number(port), host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
  if (free) return;
  console.error(`Port ${port} is already in use: choose another, e.g. ${hint}`);
  process.exit(1);
}

/** The banner's line on who can reach the server. */
export function reachLine(host) {
  return LOOPBACK.test(host)
    ? `demo, this machine only (${host}; HOST=0.0.0.0 opens it to the network)`
    : `demo, listening on ${host}: with the auth emulator, anyone who reaches it can act as any account`;
}

// Long enough for a first start on PGlite: migrations and the 3,000-creator catalogue (and, in
// development, tsx compiling the server on the fly).
const HEALTH_TIMEOUT_MS = 180_000;

/**
 * Polls `GET <origin>/api/health/ready` until it answers 200 (the database, the identity emulator,
 * the file store and the job queue answer). False when the
 * time is up or `isStopping()` turns true (a child died); the reason is printed.
 */
export async function waitForHealth(origin, isStopping) {
  const url = `${origin}/api/health/ready`;
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
