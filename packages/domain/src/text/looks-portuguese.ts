// Every sentence of the error catalogues has an accented letter or one of Portuguese's small
// words; a code left as its own message ("CART.NOT_FOUND") or a bare English word has neither.
const PORTUGUESE_LETTER = /[áàâãéêíóôõúç]/iu;
const SMALL_WORDS = [
  'o', 'a', 'os', 'as', 'de', 'do', 'da', 'dos', 'das', 'um', 'uma', 'e', 'em', 'no', 'na', 'para', 'com', 'por',
  'pelo', 'pela', 'ao', 'aos', 'ou', 'sem', 'seu', 'sua', 'se', 'que', 'mais', 'este', 'esta', 'isto', 'isso', 'foi',
];
const PORTUGUESE_WORD = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${SMALL_WORDS.join('|')})(?![\\p{L}\\p{N}_])`, 'iu');

/**
 * Whether `sentence` reads as Portuguese: it has an accented letter of the language or one of
 * its small words. A message catalogue checks this beside `englishWordsIn`, so an entry must
 * be Portuguese, not merely free of English.
 */
export function looksPortuguese(sentence: string): boolean {
  return PORTUGUESE_LETTER.test(sentence) || PORTUGUESE_WORD.test(sentence);
}
