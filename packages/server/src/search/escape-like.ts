/**
 * Escapes LIKE's wildcards (`%`, `_`) and its escape character (`\`) in user text, so
 * `50%` finds "50%" and not everything starting with 50. Use with `ESCAPE '\'`.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
