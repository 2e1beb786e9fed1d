/**
 * `@publi/server`: the API as a factory. `main.ts` is the process that runs it; other code
 * (a script, a test in another package) builds it with its own dependencies and either
 * calls `listen` or `inject`. Integration tests use `@publi/server/testing` instead.
 */
export { buildApp } from './app/build-app.js';
export type { AppDeps } from './app/app-deps.js';
