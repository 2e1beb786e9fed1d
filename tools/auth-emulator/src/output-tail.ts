import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

/** The last lines a child process printed, kept for error messages. */
export interface OutputTail {
  /** The kept lines, oldest first, joined with newlines. */
  text(): string;
}

/**
 * Follows `streams` line by line, hands each line to `log` and keeps the last `maxLines`.
 * Colour codes are stripped: the lines end up in test failures and log files, not terminals.
 */
export function followOutput(
  streams: readonly Readable[],
  log: ((line: string) => void) | undefined,
  maxLines = 40,
): OutputTail {
  const lines: string[] = [];
  for (const stream of streams) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (raw) => {
      const line = stripVTControlCharacters(raw).trimEnd();
      if (line === '') return;
      lines.push(line);
      if (lines.length > maxLines) lines.shift();
      log?.(line);
    });
  }
  return { text: () => lines.join('\n') };
}
