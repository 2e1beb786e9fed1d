import { toaster } from '../toaster.js';
import { AFTER_CODE_LOAD_FAILURE, isCodeLoadFailure } from './code-load-failure.js';

/** Tells the person that a part of the page (`what`: "a busca", "o menu da conta") could not open, and what to do. */
export function announceSectionFailure(what: string, error?: unknown): void {
  toaster.create({
    type: 'error',
    title: `Não foi possível abrir ${what}`,
    description: isCodeLoadFailure(error) ? AFTER_CODE_LOAD_FAILURE : 'Recarregue a página para tentar de novo.',
  });
}
