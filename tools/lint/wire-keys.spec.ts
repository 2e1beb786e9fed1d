import { readFileSync } from 'node:fs';
import * as contract from '@publi/contract';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ALLOWED_WIRE_KEYS, wireKeyRestrictions, wireKeysOf } from './wire-keys.js';

// The fixture's `project_id` is not in the contract yet: a schema that adds it stands in for the next issue.
const id = contract.categoryRefSchema.shape.id;
const nextIssue = {
  projectSchema: contract.categoryRefSchema.extend({ project_id: id, contract: contract.categoryRefSchema.extend({ contract_id: id }).nullable() }),
};

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, ...wireKeyRestrictions({ ...contract, ...nextIssue }) }];
const fixture = readFileSync(new URL('fixtures/wire-keys.fixture.ts', import.meta.url), 'utf8');

describe('publi/no-wire-keys', () => {
  it("reads the banned keys from the contract's schemas, nested and in route tables", () => {
    expect(wireKeysOf(contract)).toEqual(
      expect.arrayContaining(['min_court_hearing', 'max_court_hearing', 'categories_ids', 'social_newtork', 'secondary_label', 'postal_code', 'total_is_capped']),
    );
    expect(wireKeysOf(nextIssue)).toEqual(['contract_id', 'project_id']);
    expect(wireKeysOf(contract).every((key) => /_/.test(key))).toBe(true);
  });

  it('fails the fixture on every wire key and spares the allowed token claim', () => {
    const problems = linter.verify(fixture, config, 'fixture.ts');
    expect(problems.every((problem) => problem.ruleId === 'publi/no-wire-keys')).toBe(true);
    const names = new Set(problems.map((problem) => /`(\w+)`/.exec(problem.message)?.[1]));
    expect([...names].sort()).toEqual(['categories_ids', 'min_court_hearing', 'project_id', 'secondary_label', 'social_newtork']);
    const lines = fixture.split('\n');
    const failing = new Set(problems.map((problem) => problem.line));
    lines.forEach((line, index) => {
      if (line.includes('// wire key')) expect(failing.has(index + 1), line).toBe(true);
      if (line.includes('user_id')) expect(failing.has(index + 1), line).toBe(false);
    });
    expect(ALLOWED_WIRE_KEYS.has('user_id')).toBe(true);
  });

  it('passes domain-named code', () => {
    expect(linter.verify('const params = { audienceMin: 1000, categoryIds: [3] }; export const kind = params.categoryIds;', config, 'ok.ts')).toEqual([]);
  });
});
