import { readFileSync } from 'node:fs';
import * as domain from '@publi/domain';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { lifeCycleRestrictions } from './life-cycle-copies.js';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, ...lifeCycleRestrictions(domain) }];
const fixture = readFileSync(new URL('fixtures/life-cycle-copies.fixture.ts', import.meta.url), 'utf8');

const problems = (code: string) => linter.verify(code, config, 'code.ts');

describe('publi-life/no-life-cycle-copies', () => {
  it("fails every line of the old code's shape in the fixture, and none of the allowed shapes", () => {
    const found = problems(fixture);
    expect(found.every((problem) => problem.ruleId === 'publi-life/no-life-cycle-copies')).toBe(true);
    const failing = new Set(found.map((problem) => problem.line));
    const lines = fixture.split('\n');
    lines.forEach((line, index) => {
      expect(failing.has(index + 1), line).toBe(line.includes('; // copy'));
    });
    const twice = lines.flatMap((line, index) => (line.includes('(twice') ? [index + 1] : []));
    for (const line of twice) expect(found.filter((problem) => problem.line === line)).toHaveLength(2);
  });

  it('points at the domain, by what was copied', () => {
    const [list] = problems("const ended = ['Completed', 'Cancelled'];");
    expect(list?.message).toMatch(/list of project statuses.*@publi\/domain.*isProjectEnded/);
    const [day] = problems('const later = now + 7 * 24 * 60 * 60 * 1000;');
    expect(day?.message).toMatch(/@publi\/domain's DAY_MS, addDays/);
    const [name] = problems('const DAY_MS = 86_400_000 / 1;');
    expect(name?.message).toMatch(/`DAY_MS` declares a day constant of its own/);
  });

  it('reads the statuses from the domain, so a new one is banned as it appears', () => {
    const next = lifeCycleRestrictions({ CONTRACT_STATUSES: [...domain.CONTRACT_STATUSES, 'disputed'], PROJECT_STATUSES: domain.PROJECT_STATUSES });
    const found = linter.verify("const stuck = ['disputed', 'paid'];", [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, ...next }], 'next.ts');
    expect(found).toHaveLength(1);
    expect(problems("const stuck = ['disputed', 'paid'];")).toEqual([]);
  });
});
