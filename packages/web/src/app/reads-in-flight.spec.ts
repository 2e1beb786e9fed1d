import { describe, expect, it, vi } from 'vitest';
import { trackedFetch } from './reads-in-flight.js';

/** A `fetch` whose answers arrive when the test says. */
function heldFetch() {
  const pending: (() => void)[] = [];
  const send: typeof fetch = () => new Promise<Response>((resolve) => { pending.push(() => { resolve(new Response('{"data":1}', { status: 200 })); }); });
  return { send, answerNext: () => pending.shift()?.() };
}

describe('trackedFetch', () => {
  it('settles only once every request sent, and any sent on its answer, has been answered', async () => {
    const { send, answerNext } = heldFetch();
    const reads = trackedFetch(send);
    let settled = false;
    // The session's read, and the account read it starts on its answer.
    void reads.fetch('/api/a').then(() => reads.fetch('/api/b'));
    void reads.settled(5_000).then(() => { settled = true; });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answerNext();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answerNext();
    // Waited for, not slept on: a loaded machine may take longer than any fixed pause to get there.
    await vi.waitFor(() => { expect(settled).toBe(true); });
  });

  it('gives up waiting at the limit', async () => {
    const reads = trackedFetch(heldFetch().send);
    void reads.fetch('/api/never');
    const started = Date.now();
    await reads.settled(50);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('hands back the whole answer, status included, and an answer without a body', async () => {
    const reads = trackedFetch(() => Promise.resolve(new Response('{"error":1}', { status: 503, headers: { 'content-type': 'application/json' } })));
    const answer = await reads.fetch('/api/x');
    expect(answer.status).toBe(503);
    expect(await answer.text()).toBe('{"error":1}');
    const empty = await trackedFetch(() => Promise.resolve(new Response(null, { status: 204 }))).fetch('/api/y');
    expect(empty.status).toBe(204);
  });
});
