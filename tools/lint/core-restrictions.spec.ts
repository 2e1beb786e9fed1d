import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { coreRestrictions } from './core-restrictions.js';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: coreRestrictions }];

const problems = (code: string) => linter.verify(code, config, 'core.ts').map((message) => message.ruleId);

describe('core package restrictions', () => {
  it.each([
    ['fetch', "await fetch('/api/health');"],
    ['window', 'window.scrollTo(0, 0);'],
    ['document', "document.title = 'x';"],
    ['localStorage', "localStorage.getItem('selected-creators');"],
    ['setTimeout', 'setTimeout(() => undefined, 10);'],
  ])('reject %s, which must come through a port', (_, code) => {
    expect(problems(code)).toEqual(['no-restricted-globals']);
  });

  it('reject reading the clock directly', () => {
    expect(problems('const a = Date.now(); const b = new Date();')).toEqual([
      'no-restricted-properties',
      'no-restricted-syntax',
    ]);
  });

  it('allow dates built from a value and clocks passed in', () => {
    expect(problems("const day = new Date('2026-11-22'); export const at = (now: () => number) => now() + day.getTime();")).toEqual([]);
  });
});
