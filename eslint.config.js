// @ts-check
import js from '@eslint/js';
import jsdoc from 'eslint-plugin-jsdoc';
import globals from 'globals';
import * as contract from '@publi/contract';
import * as domain from '@publi/domain';
import tseslint from 'typescript-eslint';
import { coreRestrictions } from './tools/lint/core-restrictions.js';
import { existenceAssertionRestrictions } from './tools/lint/existence-assertions.js';
import { fileSizeRestrictions } from './tools/lint/file-sizes.js';
import { lifeCycleRestrictions } from './tools/lint/life-cycle-copies.js';
import { wireKeyRestrictions } from './tools/lint/wire-keys.js';
import { packageImports } from './tools/lint/package-imports.js';
import { queryRestrictions } from './tools/lint/queries-in-repositories.js';
import { webImports } from './tools/lint/web-imports.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'reports/**',
      'coverage/**',
      '.data/**',
      // Generated from IBGE's list by packages/domain/scripts/generate-brazil-states.mjs.
      'packages/domain/src/brazil-states/brazil-states.data.ts',
      // Deliberately broken code that the boundary test feeds to dependency-cruiser.
      'tools/boundaries/fixtures/**',
      // Deliberately wire-named code and bare assertions that prove the lint rules fail.
      'tools/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      ...packageImports,
    },
  },
  {
    files: ['packages/domain/src/**/*.ts', 'packages/application/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: coreRestrictions,
  },
  {
    // Everything a person sees is pt-BR: Chakra parts that name themselves in English come from
    // the web's own wrappers, which are the only files that may import Chakra's.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/shared/close-button.tsx'],
    rules: webImports,
  },
  {
    // Other developers reuse the core packages from their own scripts: every export says what it is.
    files: ['packages/domain/src/**/*.ts', 'packages/application/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.builder.ts'],
    plugins: { jsdoc },
    rules: {
      'jsdoc/require-jsdoc': [
        'error',
        {
          publicOnly: true,
          require: { FunctionDeclaration: true, ClassDeclaration: true, MethodDefinition: true },
          contexts: ['TSInterfaceDeclaration', 'TSTypeAliasDeclaration', 'ExportNamedDeclaration > VariableDeclaration'],
        },
      ],
    },
  },
  {
    // Wire names stay at the edges: the contract's snake_case keys (read from its schemas, so new
    // ones are banned as they appear) are spelled only by the HTTP adapters and the server.
    // @publi/contract is read from its build, which `pnpm run typecheck` makes before the lint.
    files: ['packages/domain/src/**/*.{ts,tsx}', 'packages/application/src/**/*.{ts,tsx}', 'packages/web/src/**/*.{ts,tsx}'],
    ...wireKeyRestrictions(contract),
  },
  {
    // Each checked adapter loads in the browser as a chunk of its own, with its area's routes
    // (`projectsRoutes`...) and their schemas; `ROUTES` holds every schema of the API.
    files: ['packages/adapters-http/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.builder.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@publi/contract',
              importNames: ['ROUTES'],
              allowTypeImports: true,
              message: "Import the routes of the adapter's area (such as `projectsRoutes`): `ROUTES` brings every schema of the API into its chunk.",
            },
          ],
        },
      ],
    },
  },
  {
    // A test that cannot fail is a defect: `expect(getBy…(…)).toBeDefined()` passes whenever it runs.
    files: ['**/*.spec.{ts,tsx}'],
    ...existenceAssertionRestrictions,
  },
  {
    // The life cycle's rules live in @publi/domain only: status lists and day arithmetic written
    // anywhere else are copies that drift (issue 35). Tests may spell their own expectations.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['packages/domain/src/**', '**/*.spec.{ts,tsx}', '**/testing/**', '**/test-support/**', 'e2e/**', 'tools/lint/life-cycle-copies.js'],
    ...lifeCycleRestrictions(domain),
  },
  // Stores at most 150 lines, components at most 200, lines at most 220 characters (issue 36).
  ...fileSizeRestrictions(),
  {
    // Only repositories run queries, and only they and their SQL pieces build them (issue 36).
    // The database's own folder, tests and their support are free to query.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/db/**', '**/*.repository.ts', '**/*-sql.ts', '**/*.spec.ts', 'packages/server/src/test-support/**', 'packages/server/src/fuzz/**'],
    ...queryRestrictions(),
  },
  {
    files: ['packages/server/src/**/*-sql.ts'],
    ...queryRestrictions({ mayBuild: true }),
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      // Plain JavaScript is not part of any tsconfig project, so it is linted without types.
      parserOptions: { projectService: false, project: false, program: null },
      globals: { ...globals.node },
    },
  },
);
