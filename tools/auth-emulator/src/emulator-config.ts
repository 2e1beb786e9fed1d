import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where a started emulator keeps its config (and the CLI's debug log). */
export interface EmulatorWorkDir {
  readonly dir: string;
  readonly configPath: string;
}

/**
 * Writes a firebase.json that starts the auth emulator alone into a fresh temporary directory.
 * The hub and logging ports are left unset on purpose: the CLI then picks free ones itself,
 * so two emulators (say, a developer's and a test run's) never fight over 4400/4500.
 */
export async function writeEmulatorConfig(port: number): Promise<EmulatorWorkDir> {
  const dir = await mkdtemp(join(tmpdir(), 'publi-auth-emulator-'));
  const configPath = join(dir, 'firebase.json');
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      ui: { enabled: false },
      // Requests for any other project fail loudly instead of silently landing in a second tenant.
      singleProjectMode: true,
    },
  };
  await writeFile(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return { dir, configPath };
}
