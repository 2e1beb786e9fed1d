/**
 * The words each browser uses when a module asked for with `import()` never arrived: the
 * connection dropped, or Publi was deployed again while the tab was open and the old file is
 * gone. Chromium: "Failed to fetch dynamically imported module", Firefox: "error loading
 * dynamically imported module", Safari: "Importing a module script failed". Vite's own loader
 * says "Unable to preload CSS" when a page's stylesheet is missing.
 */
const CODE_LOAD_FAILURE = /dynamically imported module|importing a module script failed|unable to preload css/i;

/** Whether `error` says a part of the app's code could not be downloaded (a reload fixes it), rather than a fault in it. */
export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && CODE_LOAD_FAILURE.test(error.message);
}

/** What to do about it, in the words of the page and of a section that failed so. */
export const AFTER_CODE_LOAD_FAILURE = 'A conexão caiu ou o Publi foi atualizado enquanto esta aba estava aberta. Recarregue a página para continuar.';
