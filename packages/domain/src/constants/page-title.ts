import { PRODUCT_NAME } from './product.constants.js';

/** The document title of a page: `'<name> | Publi'`, or just the product name when `name` is blank. */
export function pageTitle(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? PRODUCT_NAME : `${trimmed} | ${PRODUCT_NAME}`;
}
