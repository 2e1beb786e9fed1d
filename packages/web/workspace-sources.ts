/**
 * The workspace packages the web app bundles from their TypeScript sources, so `vite` and the
 * type check never wait for a package build. Listed by hand rather than through the `source`
 * export condition: that condition is also published by some npm packages (for example
 * `@internationalized/date`, under Chakra) whose sources do not compile under our settings.
 */
export const WORKSPACE_SOURCES: Readonly<Record<string, string>> = {
  '@publi/domain/brazil-states': '../domain/src/brazil-states/brazil-states.data.ts',
  '@publi/domain': '../domain/src/index.ts',
  '@publi/application': '../application/src/index.ts',
  // The port suites, for spec files only (.dependency-cruiser.cjs: application-testing-only-in-tests).
  '@publi/application/testing': '../application/src/testing/port-suites/index.ts',
  '@publi/contract': '../contract/src/index.ts',
  '@publi/adapters-http': '../adapters-http/src/index.ts',
  '@publi/adapters-auth': '../adapters-auth/src/index.ts',
};
