/** The encodings Publi sends, best first. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * The best of brotli and gzip that an `Accept-Encoding` header allows, or `undefined` for the
 * plain bytes. A coding listed with `q=0` is refused, as is everything under `*;q=0`.
 */
export function acceptedEncoding(header: string | readonly string[] | undefined): ContentEncoding | undefined {
  const text = typeof header === 'string' ? header : (header?.join(',') ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: ContentEncoding): number => weights.get(coding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a))[0];
  return best;
}
