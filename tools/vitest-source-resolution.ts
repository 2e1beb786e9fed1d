/**
 * Makes workspace packages resolve to their TypeScript sources (the `source` export condition)
 * in tests, so a test never runs against a stale or missing build. Tests run in Vite's server
 * (SSR) environment, which reads its own conditions, so both are set; Vite's server defaults
 * ('module', 'node') are kept after 'source'.
 */
export const sourceResolution = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node'] } },
};
