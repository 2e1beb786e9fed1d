/**
 * Words and phrases that give English away in text a person reads. Each was chosen because it
 * is neither a Portuguese word nor a loanword Brazilians write as it is: "e-mail", "login",
 * "link", "status", "chat", "stories", "feed", "token", "upload", "online", "time", "data",
 * "real", "total", "for", "no", "logo", "home", "delivery" and "show" stay out, since each is
 * pt-BR too. The list is a tripwire for the words interface libraries and quick English
 * sentences reach for first, not a dictionary.
 */
const ENGLISH_WORDS = [
  // Sentence glue: any English sentence has some of these.
  'the', 'and', 'with', 'without', 'your', 'you', 'this', 'that', 'from', 'will', 'has', 'have', 'was', 'were',
  'been', 'is', 'are', 'it', 'of', 'to', 'or', 'by', 'not', 'yes', 'please', 'here', 'all', 'none', 'only', 'other',
  'new', 'less', 'too', 'go to', 'log in', 'log out', 'no results',
  // What component libraries and SDKs say when nobody translated them.
  'close', 'dismiss', 'next', 'previous', 'prev', 'back', 'cancel', 'submit', 'save', 'edit', 'delete', 'open',
  'clear', 'search', 'loading', 'increment', 'decrement', 'increase', 'decrease', 'select', 'selected', 'choose',
  'toggle', 'expand', 'collapse', 'copy', 'copied', 'send', 'sign', 'resize', 'dialog', 'calendar', 'datepicker',
  'view', 'switch', 'range', 'available', 'page', 'month', 'year', 'week', 'today', 'click', 'tap', 'drop', 'drag',
  'browse', 'file', 'image', 'photo', 'pagination', 'results', 'filter', 'filters', 'sort', 'apply', 'reset',
  'more options', 'show more', 'see more', 'load more', 'read more', 'learn more', 'notification', 'notifications',
  'settings', 'undefined', 'null', 'object',
  // Errors and the marketplace's own nouns, as an English message would put them.
  'error', 'invalid', 'required', 'failed', 'missing', 'found', 'empty', 'unknown', 'unexpected', 'network', 'server',
  'response', 'request', 'large', 'password', 'username', 'user', 'account', 'profile', 'cart', 'welcome', 'hello',
  'done', 'skip', 'retry', 'try again', 'name', 'phone', 'address', 'city', 'state', 'country', 'company', 'brand',
  'creator', 'creators', 'project', 'projects', 'contract', 'contracts', 'proposal', 'payment', 'payments',
  'earnings', 'agent', 'message', 'messages', 'price', 'amount', 'value', 'pending', 'accepted', 'rejected', 'paid',
] as const;

// Letters, digits and `_` make words: "user_id" is a wire name, not the English "user", and an
// accented letter is part of its word, so "inválido" is never "invalid".
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}_]';
const ENGLISH = new RegExp(
  `(?<!${WORD_CHAR})(?:${ENGLISH_WORDS.map((words) => words.replace(/ /g, '\\s+')).join('|')})(?!${WORD_CHAR})`,
  'giu',
);

// Words of two or three capitals make acronyms or states, never English here: "TO" is
// Tocantins, and "GO TO" two states in a row.
const ACRONYMS = /^\p{Lu}{2,3}(?:\s+\p{Lu}{2,3})*$/u;

/**
 * The English words and phrases in `text`, lowercased, in the order they appear; empty when
 * there are none. Portuguese words, accented or not, and wire names such as `user_id` are
 * never found. The catalogue specs and the e2e scan of the screens share this one judgement.
 */
export function englishWordsIn(text: string): string[] {
  return Array.from(text.matchAll(ENGLISH), ([match]) => match)
    .filter((match) => !ACRONYMS.test(match))
    .map((match) => match.toLowerCase().replace(/\s+/g, ' '));
}
