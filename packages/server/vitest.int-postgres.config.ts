import type { UserWorkspaceConfig } from 'vitest/config';
import { integrationProject } from './vitest.integration.js';

// The same integration tests on a PostgreSQL server, when TEST_DATABASE_URL names one
// (.ci/run installs and starts PostgreSQL 15 and sets it). Without it this project is empty.
const url = process.env['TEST_DATABASE_URL'] ?? '';
const project = integrationProject('server-int-postgres', url, true);

// Files whose subject does not depend on the database engine run once, on PGlite: who may call
// each route (the route fuzz, in this project, reaches every route's SQL on PostgreSQL), a
// forged token's fate (a process of its own, which never reads this project's database) and the
// local PSP's own tests (no database at all).
const ENGINE_AGNOSTIC = ['src/authorization/authorization-table.int.spec.ts', 'src/auth/unsigned-token.int.spec.ts', 'src/test-support/local-psp/**'];

const config: UserWorkspaceConfig = url
  ? { ...project, test: { ...project.test, exclude: [...(project.test?.exclude ?? []), ...ENGINE_AGNOSTIC] } }
  : { ...project, test: { ...project.test, include: [] } };
export default config;
