import { sql, type SQL } from 'drizzle-orm';
import { searchTextContainsSql } from '../creator-filter-sql.js';
import type { CatalogueHead } from './catalogue-head.js';
import { coveringTrigrams } from './covering-trigrams.js';
import { junctionsOf } from './word-junctions.js';

/** Trigrams need three characters: a word shorter than that gives the index nothing of its own. */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * How far the head counts the creators holding a junction. Past this many in the head the
 * junction selects thousands in the catalogue, and any other way is as good.
 */
const JUNCTION_COUNT_CAP = 100;

/** `search_text` contains `text`: an index serves `narrowing`, and `strpos` checks the rows it selects. */
function checkedOn(narrowing: SQL, text: string): SQL {
  return sql`${narrowing} AND strpos(search_text, ${text}) > 0`;
}

function junctionsSql(junctions: readonly string[]): SQL {
  return sql`search_junctions(search_text) @> ${sql.param(junctions)}::text[]`;
}

/**
 * `search_text` contains `text` (3+ characters), worded for the trigram index without
 * knowing which trigrams are rare. For several words of 3+ characters each word is looked up
 * on its own and the whole text checked on the rows found: the trigrams a space adds (" li",
 * "iz ") are the commonest in the index, and skipping them halves the lookup of "beatriz
 * lima". With a shorter word ("maria s") the space's trigrams are what narrows it, so the text
 * goes whole.
 */
export function containsSql(text: string): SQL {
  const words = text.split(' ');
  if (words.length < 2 || words.some((word) => word.length < TRIGRAM_MIN_LENGTH)) return searchTextContainsSql(text);
  return checkedOn(sql.join(words.map(searchTextContainsSql), sql` AND `), text);
}

/**
 * `search_text` contains `text` (3+ characters), worded for text the catalogue's head showed
 * to be rare: every match is collected and sorted, so what counts is how few rows the index
 * hands back, and how few of its lists it reads to get them.
 *
 * - Junctions (`word-junctions.ts`) where words meet: "paulo ferreira" is two common words
 *   that rarely meet, and its junction "aulo ferr" selects exactly its 272 creators of a
 *   million where its trigrams select thousands (1 ms against 31 ms).
 * - Otherwise trigrams that cover the text at the least count in the head
 *   (`covering-trigrams.ts`): the index reads each trigram's whole list, so the common ones
 *   cost the most, but a text's rows are only narrowed by trigrams that reach every part of it.
 *
 * Whichever the head finds rarer wins: a junction of common words ("ana sil" in "xana silva")
 * loses to a rare trigram ("xan"). Without a head (a replica that cannot hear writes, for a
 * moment), nothing counts them: junctions when the text has some, else `containsSql`.
 */
export function rareTextMatchSql(text: string, head: CatalogueHead | null): SQL {
  const junctions = junctionsOf(text);
  if (head === null) return junctions.length > 0 ? checkedOn(junctionsSql(junctions), text) : containsSql(text);
  const trigrams = coveringTrigrams(text, head.trigrams);
  const rarestTrigram = trigrams[0];
  const trigramCount = rarestTrigram === undefined ? Number.POSITIVE_INFINITY : head.trigrams.count(rarestTrigram);
  const junctionCount = Math.min(...junctions.map((junction) => head.containing(junction, JUNCTION_COUNT_CAP).length));
  if (junctions.length > 0 && junctionCount <= trigramCount) return checkedOn(junctionsSql(junctions), text);
  if (trigrams.length > 0) return checkedOn(sql.join(trigrams.map(searchTextContainsSql), sql` AND `), text);
  return containsSql(text);
}
