import { resolve } from 'node:path';

/** What the server reads from its environment, with the embedded defaults. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Root of the embedded defaults: PGlite in `pg/`, uploads in `uploads/`. */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly firebaseProjectId: string;
  readonly logLevel: string;
}

/** Reads the configuration; a bad `PORT` stops the start with a clear message. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env['PORT'] ?? ''}"`);
  }
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: resolve(env['DATA_DIR'] ?? '.data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    firebaseProjectId: env['FIREBASE_PROJECT_ID'] ?? 'demo-publi',
    logLevel: env['LOG_LEVEL'] ?? 'info',
  };
}
