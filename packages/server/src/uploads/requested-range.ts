import type { ByteRange } from '../ports/blob-store.port.js';

/**
 * The one byte range an HTTP `Range` header asks of a file of `size` bytes (`bytes=4-11`,
 * `bytes=4-`, `bytes=-100`): `undefined` to send the whole file (no header, several ranges, or
 * a header this server does not read, which RFC 9110 lets it ignore), `'unsatisfiable'` for a
 * range wholly past the end (answered 416).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const parts = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (parts === null) return undefined;
  const [, first = '', last = ''] = parts;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end };
}
