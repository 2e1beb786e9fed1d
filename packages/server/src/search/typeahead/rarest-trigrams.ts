import { trigramsOf, type TrigramCounter } from './trigram-postings.js';

/**
 * How many trigrams the typeahead asks the index for. The index reads each one's whole list
 * of creators, and the commonest cost the most while narrowing the least: four of the rarest
 * leave a few dozen rows to check for rare text, in a third of the time of all of them.
 */
export const INDEXED_TRIGRAMS = 4;

/**
 * The trigrams of `text` worth asking the trigram index for, rarest first by `counts`: the
 * rarest of each word, then the next rarest of each, up to `limit`. Any text containing
 * `text` contains them all, so they narrow the search without losing a match; the caller
 * checks the whole text on the rows they select.
 *
 * Empty when a word has fewer than three letters or digits ("maria s", "ana.c"): there the
 * index's own reading of the whole text, which marks where words start and end (" s"), is
 * what narrows it.
 */
export function rarestTrigrams(text: string, counts: TrigramCounter, limit = INDEXED_TRIGRAMS): string[] {
  const words = text.split(/[^a-z0-9]+/).filter((word) => word !== '');
  if (words.length === 0 || words.some((word) => word.length < 3)) return [];
  const byRarity = words
    .map((word) => trigramsOf(word).sort((a, b) => counts.count(a) - counts.count(b)))
    .sort((a, b) => counts.count(a[0] ?? '') - counts.count(b[0] ?? ''));
  const chosen = new Set<string>();
  for (let rank = 0; chosen.size < limit && byRarity.some((trigrams) => rank < trigrams.length); rank += 1) {
    for (const trigrams of byRarity) {
      const trigram = trigrams[rank];
      if (trigram !== undefined && chosen.size < limit) chosen.add(trigram);
    }
  }
  return [...chosen];
}
