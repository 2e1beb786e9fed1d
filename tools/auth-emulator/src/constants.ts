/** The Firebase project every Publi test and local run uses: `demo-` projects never reach Google. */
export const AUTH_EMULATOR_PROJECT_ID = 'demo-publi';

/** The auth emulator's usual port, and the one Firebase SDKs assume. */
export const DEFAULT_AUTH_EMULATOR_PORT = 9099;

/**
 * The port to use when the caller names none: `AUTH_EMULATOR_PORT` if set, else 9099.
 * @throws Error when `AUTH_EMULATOR_PORT` is not a TCP port number.
 */
export function authEmulatorPortFromEnvironment(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['AUTH_EMULATOR_PORT'];
  if (raw === undefined || raw.trim() === '') return DEFAULT_AUTH_EMULATOR_PORT;
  const port = Number(raw);
  if (!isTcpPort(port)) throw new Error(`AUTH_EMULATOR_PORT must be a port number (1-65535), got "${raw}".`);
  return port;
}

/** Whether `port` is a usable TCP port number. */
export function isTcpPort(port: number): boolean {
  return Number.isInteger(port) && port > 0 && port < 65_536;
}
