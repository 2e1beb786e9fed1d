import { integrationProject } from './vitest.integration.js';

// Integration tests on the embedded default, PGlite.
export default integrationProject('server-int', '');
