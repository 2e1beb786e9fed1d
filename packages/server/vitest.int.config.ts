import { integrationProject } from './vitest.integration.js';

// Integration tests on the embedded default, PGlite. The route fuzz runs here only when no
// PostgreSQL is named: a run that has both (CI) fuzzes once, on PostgreSQL, where a refusal the
// driver cannot hold shows first; the rules it checks sit above the database.
export default integrationProject('server-int', '', !process.env['TEST_DATABASE_URL']);
