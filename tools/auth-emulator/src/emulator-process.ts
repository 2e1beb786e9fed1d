import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { firebaseCliScript } from './firebase-cli.js';
import { followOutput } from './output-tail.js';
import { onParentExit } from './parent-exit-hooks.js';

const EXIT_WITH_PARENT = fileURLToPath(new URL('../preload/exit-with-parent.cjs', import.meta.url));

// The CLI's clean shutdown takes well under a second; past this it is stuck and gets SIGKILL.
const GRACEFUL_STOP_MS = 5_000;

/** How the CLI process ended. */
export interface CliExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly error?: Error;
}

/** What the emulator CLI needs to start. */
export interface EmulatorCliOptions {
  readonly projectId: string;
  readonly configPath: string;
  /** The CLI writes firebase-debug.log into its working directory. */
  readonly cwd: string;
  readonly log?: ((line: string) => void) | undefined;
}

/** A running `firebase emulators:start` process. */
export interface EmulatorCliProcess {
  /** How it ended, once it has. */
  exitState(): CliExit | undefined;
  /** The CLI's last output lines, for error messages. */
  recentOutput(): string;
  /** Ends the CLI's whole process group and resolves once the CLI has exited. */
  stop(): Promise<void>;
}

/** Spawns the firebase CLI's auth emulator in a process group of its own. */
export function spawnEmulatorCli(options: EmulatorCliOptions): EmulatorCliProcess {
  const args = ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', options.configPath];
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, firebaseCliScript(), ...args], {
    cwd: options.cwd,
    // A process group of its own, so stop() can signal the CLI together with anything it starts.
    detached: true,
    // stdin stays an open pipe: the preloaded watchdog shuts the CLI down when it closes.
    stdio: ['pipe', 'pipe', 'pipe'],
    env: cliEnvironment(),
  });
  // Writing nothing, the pipe can still report EPIPE once the CLI is gone; that is expected.
  child.stdin.on('error', () => undefined);
  const output = followOutput([child.stdout, child.stderr], options.log);

  let exitState: CliExit | undefined;
  const exited = new Promise<CliExit>((resolve) => {
    child.once('exit', (code, signal) => {
      exitState = { code, signal };
      resolve(exitState);
    });
    child.on('error', (error) => {
      // An 'error' with a pid is a failed kill of a live process, not an exit.
      if (child.pid !== undefined) return;
      exitState = { code: null, signal: null, error };
      resolve(exitState);
    });
  });

  const signalGroup = (signal: NodeJS.Signals): void => {
    if (child.pid === undefined || exitState !== undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const removeExitHooks = onParentExit(() => {
    signalGroup('SIGTERM');
  });

  return {
    exitState: () => exitState,
    recentOutput: () => output.text(),
    stop: async () => {
      removeExitHooks();
      signalGroup('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), delay(GRACEFUL_STOP_MS, false, { ref: false })]);
      if (!stopped) signalGroup('SIGKILL');
      await exited;
      child.stdin.destroy();
    },
  };
}

function cliEnvironment(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // With CI set the CLI skips its message-of-the-day fetch: a network call, and one whose cached
    // answer can make the CLI refuse to start when it thinks itself outdated.
    CI: 'true',
    // The update check is another network call, made from a detached process outside our group.
    NO_UPDATE_NOTIFIER: '1',
    NO_COLOR: '1',
  };
}
