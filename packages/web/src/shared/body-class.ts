/**
 * The class a page marks the body with (SPEC section 2): its path name, lowercased. Only the
 * first segment counts, so `/creator/12` and `/creator/ana` share `creator`; the site root is
 * `landing`.
 */
export function bodyClassFor(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first === undefined ? 'landing' : decodeURIComponent(first).toLowerCase();
}
