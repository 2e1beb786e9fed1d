import { describe, expect, it } from 'vitest';
import type { DatabaseEvents } from '../db/database.js';
import { CACHE_CHANNEL } from './cache-topics.js';
import { replicatedReadCache } from './replicated-read-cache.js';

/** The database's notifications by hand: `send` plays a committed write's notice. */
function fakeEvents(options: { failFirst?: boolean } = {}) {
  let fail = options.failFirst ?? false;
  const events: { channels: string[]; stopped: number; send: (payload: string | null) => void; lose: () => void } = {
    channels: [],
    stopped: 0,
    send: () => undefined,
    lose: () => undefined,
  };
  const listen: DatabaseEvents['listen'] = (channel, onPayload, onLost = () => undefined) => {
    if (fail) {
      fail = false;
      return Promise.reject(new Error('connection refused'));
    }
    events.channels.push(channel);
    events.send = onPayload;
    events.lose = onLost;
    return Promise.resolve(() => {
      events.stopped += 1;
      return Promise.resolve();
    });
  };
  return { events, database: { listen } };
}

function countingRead(replicated: ReturnType<typeof replicatedReadCache>, topic: string) {
  const counter = { calls: 0 };
  const read = replicated.cache.single(topic, () => Promise.resolve(++counter.calls));
  return { counter, read };
}

describe('replicatedReadCache', () => {
  it('listens on the cache channel at the first read, and clears the topic each notice names', async () => {
    const { events, database } = fakeEvents();
    const replicated = replicatedReadCache(database);
    expect(events.channels).toEqual([]);
    const search = countingRead(replicated, 'search');
    const badges = countingRead(replicated, 'badges');
    await Promise.all([search.read(), badges.read(), search.read(), badges.read()]);
    expect(events.channels).toEqual([CACHE_CHANNEL]);
    expect([search.counter.calls, badges.counter.calls]).toEqual([1, 1]);

    events.send('search');
    expect([await search.read(), await badges.read()]).toEqual([2, 1]);

    // The connection came back after a loss: anything may have been missed.
    events.send(null);
    expect([await search.read(), await badges.read()]).toEqual([3, 2]);
    await replicated.close();
  });

  it('caches nothing while it cannot listen, and tries again on the next read', async () => {
    const { events, database } = fakeEvents({ failFirst: true });
    const replicated = replicatedReadCache(database);
    const search = countingRead(replicated, 'search');
    expect(await search.read()).toBe(1);
    expect(await search.read()).toBe(2);
    expect(await search.read()).toBe(2);
    expect(events.channels).toEqual([CACHE_CHANNEL]);
    await replicated.close();
  });

  it('clears everything when the listening connection is lost, and keeps nothing until it listens again', async () => {
    const { events, database } = fakeEvents();
    const replicated = replicatedReadCache(database);
    const search = countingRead(replicated, 'search');
    expect([await search.read(), await search.read()]).toEqual([1, 1]);

    // Notices sent from now on are missed: an answer kept now could outlive a write.
    events.lose();
    expect([await search.read(), await search.read()]).toEqual([2, 3]);

    events.send(null);
    expect([await search.read(), await search.read()]).toEqual([4, 4]);
    await replicated.close();
  });

  it('keeps nothing a load read before the connection was lost and found again', async () => {
    const { events, database } = fakeEvents();
    const replicated = replicatedReadCache(database);
    let release: (value: string) => void = () => undefined;
    let loads = 0;
    const read = replicated.cache.single('search', () => {
      loads += 1;
      return loads === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve(`load ${String(loads)}`);
    });
    const first = read();
    await new Promise((resolve) => setImmediate(resolve));
    events.lose();
    events.send(null);
    release('load 1');
    expect(await first).toBe('load 1');
    expect(await read()).toBe('load 2');
    await replicated.close();
  });

  it('stops listening on close, and then reads go to the database', async () => {
    const { events, database } = fakeEvents();
    const replicated = replicatedReadCache(database);
    const search = countingRead(replicated, 'search');
    await search.read();
    await replicated.close();
    expect(events.stopped).toBe(1);
    expect([await search.read(), await search.read()]).toEqual([2, 3]);
  });
});
