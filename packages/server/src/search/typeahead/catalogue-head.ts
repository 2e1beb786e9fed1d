import { TrigramPostings, trigramsOf } from './trigram-postings.js';

/**
 * How many of the biggest creators the typeahead keeps in memory: about 1 MB of text at a
 * million creators, read and indexed in about 55 ms once per write (30 ms of it the read).
 * Any text that 5 of them contain ("beatriz lima", 351 creators in a million) is answered
 * from memory in a tenth of a millisecond; only rarer text goes to the database. A bigger head
 * answers more from memory but costs more on every write: 50,000 take about 140 ms to load.
 */
export const CATALOGUE_HEAD_SIZE = 20_000;

/** Between two creators' texts. No query holds it: the typeahead drops control characters. */
const SEPARATOR = '\u0000';

/** One creator of the head, as `SearchTypeaheadRepository.catalogueHead` reads it. */
export interface HeadRow {
  readonly id: number;
  readonly searchText: string;
  readonly nameFolded: string;
}

/** The head's folded names as one string, each after a separator, so a name's start is one `indexOf` of separator + prefix. */
class Segments {
  private readonly haystack: string;
  private readonly starts: Int32Array;

  constructor(texts: readonly string[]) {
    this.starts = new Int32Array(texts.length);
    let at = 0;
    texts.forEach((text, index) => {
      this.starts[index] = at;
      at += SEPARATOR.length + text.length;
    });
    this.haystack = texts.map((text) => SEPARATOR + text).join('');
  }

  /** The indexes of the first `limit` texts holding `needle`, in order, each once. */
  firstHolding(needle: string, limit: number): number[] {
    const found: number[] = [];
    let from = 0;
    while (found.length < limit) {
      const at = this.haystack.indexOf(needle, from);
      if (at < 0) break;
      const index = this.segmentAt(at);
      found.push(index);
      from = this.starts[index + 1] ?? this.haystack.length;
    }
    return found;
  }

  /** The segment whose separator is at or before `position` (binary search). */
  private segmentAt(position: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/**
 * The biggest active creators in audience order, kept in the replica's memory for the
 * typeahead's first pass. Text is found through the texts holding its rarest trigram
 * (`TrigramPostings`), each checked whole: a few dozen `includes` where looking through every
 * text took 0.5 ms, and PostgreSQL's trigram index 3-5 ms at a million creators.
 */
export class CatalogueHead {
  private readonly ids: Int32Array;
  private readonly searchTexts: readonly string[];
  /** Which texts hold each trigram; also what tells the typeahead which trigrams are rare. */
  readonly trigrams: TrigramPostings;
  private readonly names: Segments;

  /** `creators` in audience order; `whole` when they are every active creator. */
  constructor(
    creators: readonly HeadRow[],
    readonly whole: boolean,
  ) {
    this.ids = Int32Array.from(creators, (creator) => creator.id);
    this.searchTexts = creators.map((creator) => creator.searchText);
    this.trigrams = TrigramPostings.of(this.searchTexts);
    this.names = new Segments(creators.map((creator) => creator.nameFolded));
  }

  /** The ids of the first `limit` creators whose folded name, usernames or city contain `text`. */
  containing(text: string, limit: number): number[] {
    const rarest = trigramsOf(text).reduce<string | undefined>(
      (best, trigram) => (best === undefined || this.trigrams.count(trigram) < this.trigrams.count(best) ? trigram : best),
      undefined,
    );
    // Text without three letters or digits in a row ("a b", "ø.") has no trigram to go by: every text is read.
    const candidates = rarest === undefined ? this.searchTexts.keys() : this.trigrams.holdersOf(rarest);
    const found: number[] = [];
    for (const index of candidates) {
      if (found.length >= limit) break;
      if (this.searchTexts[index]?.includes(text)) found.push(index);
    }
    return this.idsOf(found);
  }

  /** The ids of the first `limit` creators whose folded name starts with `prefix`. */
  namedFrom(prefix: string, limit: number): number[] {
    if (prefix.includes(SEPARATOR)) return [];
    return this.idsOf(this.names.firstHolding(SEPARATOR + prefix, limit));
  }

  private idsOf(indexes: readonly number[]): number[] {
    return indexes.map((index) => this.ids[index] ?? 0);
  }
}
