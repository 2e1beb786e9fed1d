/** One server-sent event: its name (`event:`, null for a plain message), its `id` and its `data` text. */
export interface ServerSentEvent {
  readonly event: string | null;
  readonly id: string | null;
  readonly data: string;
}

/**
 * Reads a `text/event-stream` body, calling `onEvent` for each event with data (comments and
 * `retry:` lines are skipped), until the stream ends or is aborted.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: ServerSentEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | null = null;
      let event: string | null = null;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('id:')) id = line.slice(3).trimStart();
        if (line.startsWith('event:')) event = line.slice(6).trimStart();
        if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) onEvent({ event, id, data: data.join('\n') });
    }
  }
}
