import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { AUTH_EMULATOR_PROJECT_ID, authEmulatorPortFromEnvironment, isTcpPort } from './constants.js';
import { writeEmulatorConfig } from './emulator-config.js';
import { spawnEmulatorCli, type EmulatorCliProcess } from './emulator-process.js';
import { onParentExit } from './parent-exit-hooks.js';
import { isAuthEmulatorAt } from './probe.js';

// Measured at 15-18 s on an idle 2-core machine and ~60 s on a busy one (see README).
const READY_TIMEOUT_MS = 90_000;
const POLL_INTERVAL_MS = 250;

/** How to start the emulator. Every field is optional. */
export interface StartAuthEmulatorOptions {
  /** Defaults to `AUTH_EMULATOR_PORT`, else 9099. */
  readonly port?: number;
  /** Must be a `demo-` project, which the CLI runs without credentials or network. Defaults to `demo-publi`. */
  readonly projectId?: string;
  /** Receives every line the CLI prints (colour codes removed). */
  readonly log?: (line: string) => void;
}

/** An auth emulator that answers on `host`. */
export interface RunningAuthEmulator {
  /** `127.0.0.1:PORT`, the form `FIREBASE_AUTH_EMULATOR_HOST` takes. */
  readonly host: string;
  readonly projectId: string;
  /** Stops the emulator this call started and waits for it to exit; a no-op for a reused one. */
  stop(): Promise<void>;
}

/**
 * Starts the Firebase Auth emulator (firebase-tools from this package's dependencies) and
 * resolves once it answers. If an auth emulator already answers on the port, for example one a
 * developer runs by hand, it is reused and left running by `stop()`.
 * @throws Error when the CLI exits early or does not answer within 90 s; the message ends with
 * the CLI's last output lines.
 */
export async function startAuthEmulator(options: StartAuthEmulatorOptions = {}): Promise<RunningAuthEmulator> {
  const port = options.port ?? authEmulatorPortFromEnvironment();
  const projectId = options.projectId ?? AUTH_EMULATOR_PROJECT_ID;
  if (!isTcpPort(port)) throw new Error(`Auth emulator port must be 1-65535, got ${port}.`);
  if (!projectId.startsWith('demo-')) {
    throw new Error(`Auth emulator project must be a demo- project (offline, no credentials), got "${projectId}".`);
  }
  const host = `127.0.0.1:${port}`;
  if (await isAuthEmulatorAt(host)) return reused(host, projectId);

  const workDir = await writeEmulatorConfig(port);
  const cli = spawnEmulatorCli({ projectId, configPath: workDir.configPath, cwd: workDir.dir, log: options.log });
  // A parent that exits without stop() still removes the temp dir (only SIGKILL leaves it).
  const removeDirOnExit = onParentExit(() => {
    rmSync(workDir.dir, { recursive: true, force: true });
  });
  const cleanUp = async (): Promise<void> => {
    await cli.stop();
    removeDirOnExit();
    await rm(workDir.dir, { recursive: true, force: true });
  };
  let outcome: 'started' | 'taken';
  try {
    outcome = await waitUntilAnswering(host, cli);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  if (outcome === 'taken') {
    await cleanUp();
    return reused(host, projectId);
  }
  let stopping: Promise<void> | undefined;
  return {
    host,
    projectId,
    stop: () => (stopping ??= cleanUp()),
  };
}

/**
 * Polls until the emulator answers. 'taken' means our CLI exited but an emulator answers all
 * the same: another caller started one on this port at the same moment, and won.
 */
async function waitUntilAnswering(host: string, cli: EmulatorCliProcess): Promise<'started' | 'taken'> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exit = cli.exitState();
    if (await isAuthEmulatorAt(host)) return exit === undefined ? 'started' : 'taken';
    if (exit !== undefined) {
      const how = exit.error?.message ?? (exit.signal === null ? `code ${exit.code}` : `signal ${exit.signal}`);
      throw new Error(`The firebase CLI exited (${how}) before the auth emulator answered on ${host}.\n${lastOutput(cli)}`);
    }
    await delay(POLL_INTERVAL_MS);
  }
  throw new Error(
    `The auth emulator did not answer on ${host} within ${READY_TIMEOUT_MS / 1000} s.\n${lastOutput(cli)}`,
  );
}

function lastOutput(cli: EmulatorCliProcess): string {
  const text = cli.recentOutput();
  return text === '' ? 'The CLI printed nothing.' : `Last CLI output:\n${text}`;
}

function reused(host: string, projectId: string): RunningAuthEmulator {
  return { host, projectId, stop: () => Promise.resolve() };
}
