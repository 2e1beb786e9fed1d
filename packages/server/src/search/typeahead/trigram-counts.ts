// The characters PostgreSQL's trigram index reads as part of a word in any locale: folded
// text's letters and digits. A window of three of them is exactly one trigram of the index.
const LETTERS = 26;
const ALPHABET = LETTERS + 10;
const CODE_A = 'a'.charCodeAt(0);
const CODE_ZERO = '0'.charCodeAt(0);

/** 0-35 for a folded letter or digit, -1 for anything else. */
function characterCode(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code >= CODE_A && code < CODE_A + LETTERS) return code - CODE_A;
  if (code >= CODE_ZERO && code < CODE_ZERO + 10) return LETTERS + code - CODE_ZERO;
  return -1;
}

/** The number of the trigram starting at `at`, or -1 when it holds anything but letters and digits. */
function trigramCode(text: string, at: number): number {
  let code = 0;
  for (let offset = 0; offset < 3; offset += 1) {
    const character = characterCode(text, at + offset);
    if (character < 0) return -1;
    code = code * ALPHABET + character;
  }
  return code;
}

/** The distinct windows of three letters or digits in `text`, in order of first appearance. */
export function trigramsOf(text: string): string[] {
  const seen = new Set<string>();
  for (let at = 0; at + 3 <= text.length; at += 1) {
    if (trigramCode(text, at) >= 0) seen.add(text.slice(at, at + 3));
  }
  return [...seen];
}

/**
 * How often each trigram of letters and digits occurs in a sample of the catalogue's texts,
 * so the typeahead can ask the trigram index for the rarest ones only. A table of 36³
 * counters filled in one pass: about 3 ms for the megabyte of the catalogue's head.
 */
export class TrigramCounts {
  private constructor(private readonly counts: Int32Array) {}

  static of(text: string): TrigramCounts {
    const counts = new Int32Array(ALPHABET ** 3);
    for (let at = 0; at + 3 <= text.length; at += 1) {
      const code = trigramCode(text, at);
      if (code >= 0) counts[code] = (counts[code] ?? 0) + 1;
    }
    return new TrigramCounts(counts);
  }

  /** Occurrences of `trigram` in the sample; 0 for anything that is not three letters or digits. */
  count(trigram: string): number {
    if (trigram.length !== 3) return 0;
    const code = trigramCode(trigram, 0);
    return code < 0 ? 0 : (this.counts[code] ?? 0);
  }
}
