import { execFile } from 'node:child_process';
import { chown, mkdir, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL 15, as `scripts/test-postgres.sh` uses (it installs the package when missing). */
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL cluster a test owns: it may stop and start it while the server runs. */
export interface OwnPostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  readonly url: string;
  /** A clean stop (`pg_ctl stop -m fast`): open connections are ended with 57P01. */
  stop(): Promise<void>;
  /** Starts it again on the same folder and port. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
}

/**
 * Makes a fresh cluster in `dir` on `port` and starts it, the way `scripts/test-postgres.sh`
 * does: its own folder and port, so stopping it touches no other test's database. PostgreSQL
 * refuses to run as root, so as root (CI) the cluster belongs to the `postgres` user.
 */
export async function startOwnPostgresCluster(dir: string, port: number): Promise<OwnPostgresCluster> {
  const asRoot = userInfo().uid === 0;
  const pg = (tool: string, args: readonly string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${tool}`, ...args]) : run(`${PG_BIN}/${tool}`, [...args]);
  const ctl = (args: readonly string[]) => pg('pg_ctl', ['-D', dir, '-l', `${dir}/server.log`, '-w', ...args]);
  const options = `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;

  await ctl(['-m', 'immediate', 'stop']).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  await pg('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = async () => {
    await ctl(['-o', options, 'start']);
  };
  const stop = async () => {
    await ctl(['-m', 'fast', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
