import { integrationProject } from './vitest.integration.js';

// The same integration tests on a PostgreSQL server, when TEST_DATABASE_URL names one
// (.ci/run installs and starts PostgreSQL 15 and sets it). Without it this project is empty.
const url = process.env['TEST_DATABASE_URL'] ?? '';
const project = integrationProject('server-int-postgres', url, true);
export default url ? project : { ...project, test: { ...project.test, include: [] } };
