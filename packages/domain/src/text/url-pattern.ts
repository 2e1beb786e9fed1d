// Each piece is followed by something it cannot contain (".", "/", "?", "&" or the end),
// so a string has at most one way to match and the engine never backtracks exponentially.
const SCHEME = String.raw`(?:(?:ftp|https?):\/\/)?`;
const WWW = String.raw`(?:www\.)?`;
const HOST = String.raw`[\w-]+(?:\.[a-z]+)+`;
// RFC 3986 path characters: unreserved, percent escapes, sub-delimiters, ":" and "@".
const PATH = String.raw`(?:\/[\w\-.~%!$&'()*+,;=:@\/]*)?`;
const QUERY_PAIR = String.raw`[\w\-.~%+]+=[\w\-.~%+]*`;
const QUERY = String.raw`(?:\?${QUERY_PAIR}(?:&${QUERY_PAIR})*)?`;

/**
 * A website address as the product accepts it (SPEC section 5): an optional
 * `ftp`, `http` or `https` scheme, an optional `www.`, a host of letters,
 * digits, underscores or hyphens with at least one dot-separated alphabetic
 * suffix (`.com`, `.com.br`), an optional path and an optional simple query
 * string (`?a=b&c=d`). Ports, fragments and user info are not accepted.
 * Case-insensitive, anchored at both ends, and free of catastrophic backtracking.
 */
export const URL_PATTERN = new RegExp(`^${SCHEME}${WWW}${HOST}${PATH}${QUERY}$`, 'i');

/** The pt-BR message shown when an address does not match {@link URL_PATTERN}. */
export const INVALID_URL_MESSAGE = 'Informe um endereço válido, como https://www.exemplo.com.br';

/**
 * Whether `text` is a website address per {@link URL_PATTERN}.
 * Surrounding whitespace is ignored, as a pasted address often carries some;
 * callers should store the trimmed text.
 *
 * @example isValidUrl('https://www.instagram.com/ana_silva') // true
 * @example isValidUrl('javascript:alert(1)') // false
 */
export function isValidUrl(text: string): boolean {
  return URL_PATTERN.test(text.trim());
}
