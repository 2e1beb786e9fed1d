import { describe, expect, it } from 'vitest';
import { isCodeLoadFailure } from './code-load-failure.js';

describe('isCodeLoadFailure', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://publi.com.br/assets/sign-in-page-Dj.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://publi.com.br/assets/sign-in-page-Dj.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite', new Error('Unable to preload CSS for /assets/page-Dj.css')],
  ])('knows the words %s uses for code that did not arrive', (_browser, error) => {
    expect(isCodeLoadFailure(error)).toBe(true);
  });

  it('does not take a fault in the code, or a thrown value that is not an error, for one', () => {
    expect(isCodeLoadFailure(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isCodeLoadFailure(new Error('Failed to fetch'))).toBe(false);
    expect(isCodeLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
    expect(isCodeLoadFailure(null)).toBe(false);
  });
});
