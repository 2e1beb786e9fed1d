import { readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { queryRestrictions } from './queries-in-repositories.js';

const linter = new Linter({ configType: 'flat' });
const fixture = readFileSync(new URL('fixtures/queries-in-repositories.fixture.ts', import.meta.url), 'utf8');

const problems = (code: string, options: { mayBuild?: boolean } = {}) =>
  linter.verify(code, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, ...queryRestrictions(options) }], 'area.service.ts');

describe('publi-server/queries-in-repositories', () => {
  it('fails every query run or built in the fixture, and none of the allowed shapes', () => {
    const found = problems(fixture);
    expect(found.every((problem) => problem.ruleId === 'publi-server/queries-in-repositories')).toBe(true);
    const failing = new Set(found.map((problem) => problem.line));
    fixture.split('\n').forEach((line, index) => {
      expect(failing.has(index + 1), line).toBe(/\/\/ (?:runs|builds)$/.test(line));
    });
  });

  it('says where the query goes instead', () => {
    const [run] = problems('await this.db.select().from(table);');
    expect(run?.message).toMatch(/`this\.db\.select\(…\)` runs a query outside a repository.*<area>\.repository\.ts/);
    const [built] = problems("import { eq } from 'drizzle-orm';");
    expect(built?.message).toMatch(/only repositories .*\*-sql\.ts/);
  });

  it('lets the SQL pieces build fragments, but not run them', () => {
    expect(problems("import { sql } from 'drizzle-orm';\nimport { creators } from '../db/schema.js';", { mayBuild: true })).toEqual([]);
    expect(problems('await tx.execute(query);', { mayBuild: true })).toHaveLength(1);
  });
});
