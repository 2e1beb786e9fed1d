import type { TrigramCounter } from './trigram-postings.js';

/** A word: a run of folded letters and digits, as the trigram index reads one. */
const WORDS = /[a-z0-9]+/g;

/**
 * The trigrams of `word` that together cover every one of its characters at the least total
 * count: a shortest-path over the positions covered so far. Every character counts because
 * the trigrams of one part of a word go together: "nicolaso" by its four rarest trigrams
 * ("ola", "las", "col", "ico", all of "nicolas") selects 7,565 creators of a million, by its
 * cover "nic", "ola", "aso" 175.
 */
function cheapestCover(word: string, counts: TrigramCounter): string[] {
  // cost[end]: the least total count of trigrams covering the first `end` characters.
  const cost = new Array<number>(word.length + 1).fill(Number.POSITIVE_INFINITY);
  const last = new Array<number>(word.length + 1).fill(-1);
  const before = new Array<number>(word.length + 1).fill(-1);
  cost[0] = 0;
  for (let start = 0; start + 3 <= word.length; start += 1) {
    const count = counts.count(word.slice(start, start + 3));
    // Any cover reaching into this trigram (its first uncovered character lies inside it) extends to its end.
    for (let covered = start; covered < start + 3; covered += 1) {
      const total = (cost[covered] ?? Number.POSITIVE_INFINITY) + count;
      if (total < (cost[start + 3] ?? Number.POSITIVE_INFINITY)) {
        cost[start + 3] = total;
        last[start + 3] = start;
        before[start + 3] = covered;
      }
    }
  }
  const chosen: string[] = [];
  for (let end = word.length; end > 0; end = before[end] ?? 0) {
    const start = last[end] ?? 0;
    chosen.push(word.slice(start, start + 3));
  }
  return chosen;
}

/**
 * The trigrams of `text` to ask the trigram index for: for each word, the cheapest by
 * `counts` that cover all its characters (rarest first overall). Any text containing `text`
 * contains them all, so they narrow the search without losing a match; the caller checks the
 * whole text on the rows they select. The index reads each trigram's whole list, so the cover
 * leaves out what it can of the common ones: a word of n characters needs at least n / 3 of
 * its n - 2.
 *
 * Empty when a word has fewer than three letters or digits ("maria s", "ana.c"): there the
 * index's own reading of the whole text, which marks where words start and end (" s"), is
 * what narrows it.
 */
export function coveringTrigrams(text: string, counts: TrigramCounter): string[] {
  const words = text.match(WORDS) ?? [];
  if (words.length === 0 || words.some((word) => word.length < 3)) return [];
  const chosen = new Set(words.flatMap((word) => cheapestCover(word, counts)));
  return [...chosen].sort((a, b) => counts.count(a) - counts.count(b));
}
