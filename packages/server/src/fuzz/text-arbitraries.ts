import fc from 'fast-check';
import type { z } from 'zod';
import { hugeText, longText, NUMBER_LIKE_TEXT, UNICODE_EDGES, wrongType } from './edge-values.js';
import type { Arbitraries } from './schema-arbitraries.types.js';
import { codePointText } from '../test-support/code-point-text.js';

const WORDS = ['Ana Souza', 'Café Recife', 'São João', 'ana.souza', 'Olinda', 'moda circular'];
// Where a text's length is unbounded, valid-looking texts stay short; the malformed ones are long.
const SHORT = 24;

interface TextRules {
  readonly min: number;
  readonly max: number;
  readonly format: string | undefined;
  readonly patterns: readonly RegExp[];
}

function rulesOf(def: z.core.$ZodStringDef): TextRules {
  const checks = (def.checks ?? []).map((check) => (check as z.core.$ZodChecks)._zod.def);
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  const patterns: RegExp[] = [];
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum);
    if (check.check === 'max_length') max = Math.min(max, check.maximum);
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern) patterns.push(check.pattern);
  }
  // A format schema (`z.iso.datetime()`, `z.uuid()`) is its own check: its def carries the format.
  const own = def as Partial<z.core.$ZodStringFormatDef>;
  const format = own.check === 'string_format' ? own.format : undefined;
  return { min, max, format, patterns };
}

// fast-check unrolls a bounded repeat into every length it allows: `{1,128}` took over ten
// seconds to build on a busy machine. Valid-looking texts need not be long, so each upper bound
// is cut to this (never under its lower bound); what the shorter pattern matches, the full one does.
const LONGEST_REPEAT = 12;
const shortRepeats = (source: string): string =>
  source.replace(/\{(\d+),(\d+)\}/gu, (_, min: string, max: string) => `{${min},${String(Math.max(Number(min), Math.min(Number(max), LONGEST_REPEAT)))}}`);

function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(shortRepeats(pattern.source), pattern.flags));
  } catch {
    // fast-check reads most patterns, not lookaheads or the `i` flag (the URL fields): a web
    // address is what those fields are for.
    return fc.webUrl();
  }
}

function validText({ min, max, format, patterns }: TextRules): fc.Arbitrary<string> {
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'datetime') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
  if (format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (format === 'email') return fc.emailAddress();
  if (format === 'url') return fc.webUrl();
  const [pattern] = patterns;
  if (pattern) return matching(pattern);
  const maxLength = Math.max(min, Math.min(max, SHORT));
  const words = WORDS.filter((word) => word.length >= min && word.length <= max);
  const typed = fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(maxLength, 1) });
  return words.length === 0 ? typed : fc.oneof(fc.constantFrom(...words), typed);
}

function malformedText(valid: fc.Arbitrary<string>, { max }: TextRules): fc.Arbitrary<unknown> {
  const pastMax = Number.isFinite(max) ? [fc.constant(longText(max + 1)), fc.constant('😀'.repeat(max))] : [];
  return fc.oneof(
    wrongType('string'),
    fc.constantFrom(...UNICODE_EDGES),
    // An otherwise good value carrying one odd character: what gets past a shape check and into the database.
    fc.tuple(valid, fc.constantFrom(...UNICODE_EDGES), fc.boolean()).map(([text, edge, before]) => (before ? edge + text : text + edge)),
    fc.constantFrom('', '   ', '\u3000', ...NUMBER_LIKE_TEXT),
    codePointText({ maxLength: 40 }),
    hugeText(),
    ...pastMax,
  );
}

/** A text schema's arbitraries, from its length bounds, format and pattern. */
export function textArbitraries(def: z.core.$ZodStringDef): Arbitraries {
  const rules = rulesOf(def);
  const valid = validText(rules);
  return { valid, malformed: malformedText(valid, rules) };
}
