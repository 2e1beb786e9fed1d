import { fileURLToPath } from 'node:url';

/** Where the SQL migrations live: `packages/server/drizzle`, from both `src/` and `dist/`. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
