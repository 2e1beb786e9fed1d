// @ts-check
/**
 * `no-restricted-imports` for every TypeScript file: a package is reached by its name and its
 * declared entries (`@publi/server`, `@publi/server/testing`), never by a path into its files,
 * whether through the name (`@publi/server/src/...`) or a relative path (`../../server/src/...`),
 * which would skip its `package.json` and the dependency it should declare.
 *
 * @type {import('eslint').Linter.RulesRecord}
 */
export const packageImports = {
  'no-restricted-imports': ['error', { patterns: packageImportPatterns() }],
};

/**
 * The patterns of {@link packageImports}, for a file set whose `no-restricted-imports` adds
 * rules of its own (flat config replaces a rule's options, it does not merge them).
 */
export function packageImportPatterns() {
  return [
    {
      regex: '^@publi/[^/]+/(src|dist)(/|$)',
      message: 'Import the package by its name: each package exports only what its index exports.',
    },
    {
      regex: '^(\\.\\./)+(packages/)?(domain|contract|application|adapters-[a-z]+|server|web)/(src|dist)(/|$)',
      message: "Import the package by its name and entry (such as '@publi/server/testing'), not by a path into its files.",
    },
  ];
}
