/** A word: a run of folded letters and digits. Anything else between two runs separates them. */
const PIECES = /[a-z0-9]+|[^a-z0-9]+/g;
const WORD = /^[a-z0-9]/;

/**
 * The junctions of a typed text, as migration 0013's `search_junctions` indexes them: where a
 * word of at least three characters meets the next word of at least two, the last three
 * characters of the one, what stands between them, and the first two or three of the other
 * ("paulo ferreira" gives "ulo fer"). Any search text containing `text` holds every one of
 * them, even when `text` starts inside a word or stops inside one: a junction needs no more of
 * a word than `text` shows. Empty for a text of one word.
 */
export function junctionsOf(text: string): string[] {
  const pieces = text.match(PIECES) ?? [];
  const junctions = new Set<string>();
  pieces.forEach((piece, at) => {
    const before = pieces[at - 1];
    const after = pieces[at + 1];
    if (WORD.test(piece) || before === undefined || after === undefined) return;
    if (before.length < 3 || after.length < 2) return;
    const each = before.length >= 4 && after.length >= 4 ? 4 : 3;
    junctions.add(before.slice(-each) + piece + after.slice(0, each));
  });
  return [...junctions];
}
