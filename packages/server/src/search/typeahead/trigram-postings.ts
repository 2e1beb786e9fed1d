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

/** What tells which trigrams are rare: how many texts of a sample hold each. */
export interface TrigramCounter {
  count(trigram: string): number;
}

const TRIGRAMS = ALPHABET ** 3;

/**
 * For each trigram of letters and digits, the texts of a list that hold it, in the list's
 * order: the catalogue head's index, so finding text in it reads the texts holding its rarest
 * trigram rather than all of them, and the typeahead knows which trigrams are rare. Two passes
 * over the texts and two arrays of integers.
 */
export class TrigramPostings implements TrigramCounter {
  private constructor(
    /** Where each trigram's texts start in `holders`; the next trigram's start is where they end. */
    private readonly starts: Int32Array,
    private readonly holders: Int32Array,
  ) {}

  static of(texts: readonly string[]): TrigramPostings {
    const totalLength = texts.reduce((sum, text) => sum + text.length, 0);
    // Each text's trigrams, each once, in the texts' order: (trigram, text) pairs.
    const pairTrigrams = new Int32Array(totalLength);
    const pairTexts = new Int32Array(totalLength);
    const starts = new Int32Array(TRIGRAMS + 1);
    const lastText = new Int32Array(TRIGRAMS).fill(-1);
    let pairs = 0;
    texts.forEach((text, index) => {
      // The code of the last three characters, rolled one character at a time.
      let code = 0;
      let run = 0;
      for (let at = 0; at < text.length; at += 1) {
        const character = characterCode(text, at);
        if (character < 0) {
          run = 0;
          continue;
        }
        code = (code % (ALPHABET * ALPHABET)) * ALPHABET + character;
        run += 1;
        if (run >= 3 && lastText[code] !== index) {
          lastText[code] = index;
          pairTrigrams[pairs] = code;
          pairTexts[pairs] = index;
          pairs += 1;
          starts[code + 1] = (starts[code + 1] ?? 0) + 1;
        }
      }
    });
    for (let trigram = 0; trigram < TRIGRAMS; trigram += 1) starts[trigram + 1] = (starts[trigram + 1] ?? 0) + (starts[trigram] ?? 0);
    const holders = new Int32Array(pairs);
    const filled = starts.slice(0, TRIGRAMS);
    for (let pair = 0; pair < pairs; pair += 1) {
      const trigram = pairTrigrams[pair] ?? 0;
      const at = filled[trigram] ?? 0;
      holders[at] = pairTexts[pair] ?? 0;
      filled[trigram] = at + 1;
    }
    return new TrigramPostings(starts, holders);
  }

  /** How many texts hold `trigram`; 0 for anything that is not three letters or digits. */
  count(trigram: string): number {
    return this.holdersOf(trigram).length;
  }

  /** The indexes of the texts holding `trigram`, in ascending order. */
  holdersOf(trigram: string): Int32Array {
    const code = trigram.length === 3 ? trigramCode(trigram, 0) : -1;
    if (code < 0) return this.holders.subarray(0, 0);
    return this.holders.subarray(this.starts[code] ?? 0, this.starts[code + 1] ?? 0);
  }
}
