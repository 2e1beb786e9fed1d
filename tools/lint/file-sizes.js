// @ts-check
// Small files (issue 36): a store holds one job in at most 150 lines (UI state apart from domain
// state), a component at most 200. ESLint's core `max-lines` counts them and `max-len` keeps a
// file from passing by joining its lines.
//
// Every line counts, blank and comment lines too (`skipBlankLines`/`skipComments` stay off): the
// number the lint checks is then the one `wc -l` prints and the issue, the README and STYLE.md
// quote, so anyone can check a file without running the lint. A store that needs its comments
// and still grows past 150 lines is holding two jobs.

/** At most this many lines in a MobX store. */
export const STORE_MAX_LINES = 150;
/** At most this many lines in a React component's file. */
export const COMPONENT_MAX_LINES = 200;
/**
 * At most this many characters on a line of a sized file. Measured on the code when the rule came
 * (issue 36): a few lines of JSX with many props and long pt-BR sentences reached 290; 99 % of
 * them fit in 160. 220 leaves room for one JSX element with its props while rewrapping only six
 * lines, and a store of 150 lines cannot hide a second job by joining lines under it.
 */
export const MAX_LINE_LENGTH = 220;

/** Stores: everything in `packages/web/src/stores/` and any `*.store.ts`. */
export const STORE_FILES = ['packages/web/src/stores/**/*.ts', '**/*.store.ts'];
/** React components: every `.tsx` of the web app. */
export const COMPONENT_FILES = ['packages/web/src/**/*.tsx'];
/** Tests and test helpers are not sized: a scenario reads better whole. */
export const UNSIZED_FILES = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.testing.ts', '**/*.testing.tsx', '**/testing/**'];

/**
 * @param {number} max
 * @returns {import('eslint').Linter.RulesRecord}
 */
function sizeRules(max) {
  return {
    'max-lines': ['error', { max, skipBlankLines: false, skipComments: false }],
    'max-len': ['error', { code: MAX_LINE_LENGTH, tabWidth: 2 }],
  };
}

/**
 * The size rules as flat-config entries.
 * @param {readonly string[]} [stillOverSize] files allowed over their size for now
 * @returns {import('eslint').Linter.Config[]}
 */
export function fileSizeRestrictions(stillOverSize = []) {
  return [
    { files: [...STORE_FILES], ignores: [...UNSIZED_FILES, ...stillOverSize], rules: sizeRules(STORE_MAX_LINES) },
    { files: [...COMPONENT_FILES], ignores: [...UNSIZED_FILES, ...stillOverSize], rules: sizeRules(COMPONENT_MAX_LINES) },
  ];
}
