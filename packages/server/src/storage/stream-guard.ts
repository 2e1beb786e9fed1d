import { Transform } from 'node:stream';
import { StreamRefused } from './stream-refused.js';

// Enough of a file's start for every signature the sniffer knows.
const HEAD_BYTES = 16;

/**
 * A stream stage that judges a file while it passes: its first bytes by `acceptHead`, its size
 * against `maxBytes`. A refusal fails the stage with {@link StreamRefused}, so the store behind it
 * (a disk file, a bucket upload) is ended unfinished. The head is held back until judged, so no
 * byte of a refused type ever reaches the store. `size()` is what passed.
 */
export function streamGuard(maxBytes: number, acceptHead: (head: Buffer) => boolean): { readonly stage: Transform; size(): number } {
  let size = 0;
  let head: Buffer | null = Buffer.alloc(0);
  // Judges the first bytes once enough have come, and the size all along; a refusal ends the stream.
  const judge = (chunk: Buffer | null): { refused: StreamRefused | null; out: Buffer | null } => {
    if (chunk !== null) size += chunk.length;
    if (size > maxBytes) return { refused: new StreamRefused('too_large'), out: null };
    if (head === null) return { refused: null, out: chunk };
    if (chunk !== null) head = Buffer.concat([head, chunk]);
    // A file shorter than the longest signature is judged, at its end, on what there is.
    if (chunk !== null && head.length < HEAD_BYTES) return { refused: null, out: null };
    const judged = head;
    head = null;
    return judged.length > 0 && acceptHead(judged) ? { refused: null, out: judged } : { refused: new StreamRefused('wrong_type'), out: null };
  };
  const stage = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const { refused, out } = judge(chunk);
      if (refused !== null) {
        done(refused);
        return;
      }
      done(null, out ?? undefined);
    },
    flush(done) {
      const { refused, out } = head === null ? { refused: null, out: null } : judge(null);
      if (refused !== null) {
        done(refused);
        return;
      }
      done(null, out ?? undefined);
    },
  });
  return { stage, size: () => size };
}
