/**
 * The class a page marks the body with (SPEC section 2): its path name, lowercased. Only the
 * first segment counts, so `/creator/12` and `/creator/ana` share `creator`; the site root is
 * `landing`. Any address gives a class the body accepts: a segment that does not decode (`/%E0`)
 * stays as typed, and whitespace, which a class cannot hold, becomes a dash (`/foo%20bar` ->
 * `foo-bar`), so an odd address still reaches the not-found page instead of the error screen.
 */
export function bodyClassFor(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first === undefined ? 'landing' : decoded(first).toLowerCase().replace(/[\t\n\f\r ]+/g, '-');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
