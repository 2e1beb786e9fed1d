import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { packageImports } from './package-imports.js';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: packageImports }];

const problems = (code: string) => linter.verify(code, config, 'packages/adapters-http/src/x.int.spec.ts').map((message) => message.ruleId);

describe('package imports', () => {
  it.each([
    ['a deep import by name', "import { buildApp } from '@publi/server/src/app/build-app.js';"],
    ['a relative path into the server', "import { startTestApp } from '../../server/src/test-support/test-app.js';"],
    ['a relative path to the testing entry', "import { startTestApp } from '../../server/src/testing.js';"],
    ['a relative path into the domain', "import { slugify } from '../../../packages/domain/src/slug/slugify.js';"],
  ])('reject %s', (_, code) => {
    expect(problems(code)).toEqual(['no-restricted-imports']);
  });

  it("allow a package's declared entries and the package's own files", () => {
    expect(problems("import { startTestApp } from '@publi/server/testing';")).toEqual([]);
    expect(problems("import { ROUTES } from '@publi/contract';")).toEqual([]);
    expect(problems("import { listenLiveApi } from './live-api.builder.js'; import { a } from '../../src/a.js';")).toEqual([]);
  });
});
