import { readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { COMPONENT_MAX_LINES, fileSizeRestrictions, MAX_LINE_LENGTH, STORE_MAX_LINES } from './file-sizes.js';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } }, ...fileSizeRestrictions()];
const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const store = fixture('oversized.store.fixture.ts');
const component = fixture('oversized-component.fixture.tsx');

const rulesBroken = (code: string, path: string) => linter.verify(code, config, path).map((problem) => problem.ruleId);
/** The code without its line `line` (1-based). */
const withoutLine = (code: string, line: number) => code.split('\n').toSpliced(line - 1, 1).join('\n');
/** The code with every two lines joined into one, as someone squeezing a file under its size would. */
const joinedInPairs = (code: string) => code.split('\n').flatMap((line, index, lines) => (index % 2 === 0 ? [`${line} ${lines[index + 1] ?? ''}`] : [])).join('\n');

describe('the size rules (issue 36)', () => {
  it(`fails a store of ${STORE_MAX_LINES + 1} lines, where it goes over, and passes it one line shorter`, () => {
    expect(store.trimEnd().split('\n')).toHaveLength(STORE_MAX_LINES + 1);
    const [tooLong, ...rest] = linter.verify(store, config, 'packages/web/src/stores/oversized.store.ts');
    expect(rest).toEqual([]);
    expect(tooLong).toMatchObject({ ruleId: 'max-lines', line: STORE_MAX_LINES + 1 });
    expect(rulesBroken(withoutLine(store, 6), 'packages/web/src/stores/oversized.store.ts')).toEqual([]);
  });

  it('sizes any `*.store.ts`, and every file of the stores folder', () => {
    expect(rulesBroken(store, 'packages/web/src/features/cart/cart.store.ts')).toEqual(['max-lines']);
    expect(rulesBroken(store, 'packages/web/src/stores/cart-line.ts')).toEqual(['max-lines']);
  });

  it(`fails a component of ${COMPONENT_MAX_LINES + 1} lines and passes it one line shorter`, () => {
    expect(component.trimEnd().split('\n')).toHaveLength(COMPONENT_MAX_LINES + 1);
    expect(rulesBroken(component, 'packages/web/src/features/cart/oversized-list.tsx')).toEqual(['max-lines']);
    expect(rulesBroken(withoutLine(component, 5), 'packages/web/src/features/cart/oversized-list.tsx')).toEqual([]);
  });

  it('fails a store squeezed under its size by joining its lines, on each line too long', () => {
    const squeezed = [1, 2, 3, 4].reduce((code) => joinedInPairs(code), store);
    expect(squeezed.split('\n').length).toBeLessThan(STORE_MAX_LINES);
    const problems = linter.verify(squeezed, config, 'packages/web/src/stores/oversized.store.ts');
    const tooWide = squeezed.split('\n').flatMap((line, index) => (line.length > MAX_LINE_LENGTH ? [index + 1] : []));
    expect(tooWide.length).toBeGreaterThan(0);
    expect(problems.map((problem) => [problem.ruleId, problem.line])).toEqual(tooWide.map((line) => ['max-len', line]));
  });

  it(`takes a line of ${MAX_LINE_LENGTH} characters and fails one of ${MAX_LINE_LENGTH + 1}`, () => {
    const lineOf = (length: number) => `export const text = '${'a'.repeat(length - 23)}';\n`;
    expect(lineOf(MAX_LINE_LENGTH).trimEnd()).toHaveLength(MAX_LINE_LENGTH);
    expect(rulesBroken(lineOf(MAX_LINE_LENGTH), 'packages/web/src/stores/a.store.ts')).toEqual([]);
    expect(rulesBroken(lineOf(MAX_LINE_LENGTH + 1), 'packages/web/src/stores/a.store.ts')).toEqual(['max-len']);
  });

  it('leaves tests and test helpers unsized', () => {
    expect(rulesBroken(store, 'packages/web/src/stores/oversized.store.spec.ts')).toEqual([]);
    expect(rulesBroken(store, 'packages/web/src/stores/typeahead.store.testing.ts')).toEqual([]);
    expect(rulesBroken(component, 'packages/web/src/features/cart/oversized-list.spec.tsx')).toEqual([]);
    expect(rulesBroken(store, 'packages/web/src/testing/test-container.ts')).toEqual([]);
  });

  it('lets the files listed as still over their size through, and only those', () => {
    const allowing = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...fileSizeRestrictions(['packages/web/src/stores/oversized.store.ts'])];
    expect(linter.verify(store, allowing, 'packages/web/src/stores/oversized.store.ts')).toEqual([]);
    expect(linter.verify(store, allowing, 'packages/web/src/stores/other.store.ts').map((problem) => problem.ruleId)).toEqual(['max-lines']);
  });
});
