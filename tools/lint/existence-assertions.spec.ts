import { readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { existenceAssertionRestrictions } from './existence-assertions.js';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser }, ...existenceAssertionRestrictions }];
const fixture = readFileSync(new URL('fixtures/existence-assertions.fixture.tsx', import.meta.url), 'utf8');

describe('publi-tests/no-bare-existence-assertions', () => {
  it('fails every bare existence check of the fixture and passes every real assertion', () => {
    const problems = linter.verify(fixture, config, 'fixture.spec.tsx');
    expect(problems.filter((problem) => problem.ruleId !== 'publi-tests/no-bare-existence-assertions')).toEqual([]);
    const failing = new Set(problems.map((problem) => problem.line));
    const marked = (mark: string) => fixture.split('\n').flatMap((line, index) => (line.includes(mark) ? [index + 1] : []));
    // A multi-line expect is reported where it starts; its mark sits on its last line.
    const bare = marked('// bare').map((line) => (fixture.split('\n')[line - 1]?.trimStart().startsWith(').') === true ? line - 2 : line));
    expect(bare).toHaveLength(15);
    expect([...failing].sort((a, b) => a - b)).toEqual(bare);
    for (const line of marked('// real')) expect(failing.has(line), fixture.split('\n')[line - 1]).toBe(false);
  });

  it('says why the check cannot fail and what to assert instead', () => {
    const [getBy, queryBy] = linter.verify("expect(screen.getByText('x')).toBeDefined();\nexpect(screen.queryByText('x')).toBeDefined();", config, 'x.spec.tsx');
    expect(getBy?.message).toMatch(/^`expect\(getByText\(…\)\)\.toBeDefined\(\)` cannot fail: getByText already throws when nothing matches\. Assert what a person notices instead: toBeVisible\(\)/);
    expect(queryBy?.message).toMatch(/cannot fail: queryByText answers null when nothing matches, and null is defined\./);
    const [counted] = linter.verify("expect(screen.getAllByRole('row').length).toBeGreaterThan(0);", config, 'x.spec.tsx');
    expect(counted?.message).toMatch(/^`expect\(getAllByRole\(…\)\.length\)\.toBeGreaterThan\(0\)` cannot fail: getAllByRole already throws when nothing matches\./);
  });
});
