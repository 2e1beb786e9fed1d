import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

/** A promise the test settles by hand, to hold a load open across other events. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets every pending callback run (the cache awaits before it loads). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A load that counts its calls and answers `value()` as it is when called. */
function counted<T>(value: () => T) {
  const load = { calls: 0, run: () => Promise.resolve(value()) };
  load.run = () => {
    load.calls += 1;
    return Promise.resolve(value());
  };
  return load;
}

describe('ReadCache', () => {
  it('answers a second read from the cache until its topic is invalidated', async () => {
    const cache = new ReadCache();
    let rows = 'old';
    const load = counted(() => rows);
    const read = cache.single('search', load.run);
    expect([await read(), await read()]).toEqual(['old', 'old']);
    expect(load.calls).toBe(1);

    rows = 'new';
    cache.invalidate('search');
    expect(await read()).toBe('new');
    expect(load.calls).toBe(2);
  });

  it('clears only the named topic, and every topic on invalidateAll', async () => {
    const cache = new ReadCache();
    const badges = counted(() => 'badges');
    const brands = counted(() => 'brands');
    const readBadges = cache.single('badges', badges.run);
    const readBrands = cache.single('brands', brands.run);
    await Promise.all([readBadges(), readBrands()]);

    cache.invalidate('badges');
    await Promise.all([readBadges(), readBrands()]);
    expect([badges.calls, brands.calls]).toEqual([2, 1]);

    cache.invalidateAll();
    await Promise.all([readBadges(), readBrands()]);
    expect([badges.calls, brands.calls]).toEqual([3, 2]);
  });

  it('does not keep what a read loaded when its topic was invalidated while it ran', async () => {
    const cache = new ReadCache();
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const read = cache.single('search', () => (answers[call++] ?? deferred<string>()).promise);

    const before = read();
    await settle();
    cache.invalidate('search'); // a write committed while the first read was under way
    answers[0]?.resolve('stale');
    // Its caller gets what it read, as it would without a cache...
    expect(await before).toBe('stale');
    // ...but the next read loads again instead of getting it.
    const after = read();
    await settle();
    answers[1]?.resolve('fresh');
    expect(await after).toBe('fresh');
    expect(call).toBe(2);
  });

  it('shares one load among concurrent reads of a key, but not across an invalidation', async () => {
    const cache = new ReadCache();
    const answers: ReturnType<typeof deferred<string>>[] = [];
    const read = cache.keyed('search', (key: string) => {
      const answer = deferred<string>();
      answers.push(answer);
      return answer.promise.then((value) => `${key}:${value}`);
    }, { maxEntries: 10, keyOf: (key) => key });

    const first = [read('a'), read('a'), read('b')];
    await settle();
    expect(answers).toHaveLength(2);
    cache.invalidate('search');
    const late = read('a');
    await settle();
    expect(answers).toHaveLength(3);
    answers.forEach((answer, index) => {
      answer.resolve(String(index));
    });
    expect(await Promise.all([...first, late])).toEqual(['a:0', 'a:0', 'b:1', 'a:2']);
  });

  it('loads again once an entry is older than the TTL', async () => {
    let now = 1_000;
    const cache = new ReadCache({ ttlMs: 500, now: () => now });
    const load = counted(() => 'list');
    const read = cache.single('badges', load.run);
    await read();
    now += 499;
    await read();
    expect(load.calls).toBe(1);
    now += 1;
    await read();
    expect(load.calls).toBe(2);
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const cache = new ReadCache();
    const loaded: string[] = [];
    const read = cache.keyed('search', (key: string) => {
      loaded.push(key);
      return Promise.resolve(key);
    }, { maxEntries: 2, keyOf: (key) => key });
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await read(key);
    // 'a' was used before 'c' came, so 'b' went; 'b' is loaded again.
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps nothing while invalidations are not being received, nor a failed load', async () => {
    let live = false;
    const cache = new ReadCache({ isLive: () => Promise.resolve(live) });
    const load = counted(() => 'list');
    const read = cache.single('brands', load.run);
    await read();
    await read();
    expect(load.calls).toBe(2);

    live = true;
    let fail = true;
    const flaky = cache.single('badges', () => (fail ? Promise.reject(new Error('database down')) : Promise.resolve('badges')));
    await expect(flaky()).rejects.toThrow('database down');
    fail = false;
    expect(await flaky()).toBe('badges');
  });

  it('answers a kept-only value from the cache, and null without loading while not live', async () => {
    let live = true;
    const cache = new ReadCache({ isLive: () => Promise.resolve(live) });
    let rows = 'head';
    const load = counted(() => rows);
    const read = cache.keptOnly('search', load.run);
    expect([await read(), await read()]).toEqual(['head', 'head']);
    expect(load.calls).toBe(1);

    live = false;
    expect(await read()).toBeNull();
    expect(load.calls).toBe(1);

    live = true;
    rows = 'new head';
    cache.invalidate('search');
    expect(await read()).toBe('new head');
    expect(load.calls).toBe(2);
  });

  // The rule that matters: once a write's invalidation has arrived, no read started after it
  // answers anything older than that write, however loads, writes and notices interleave.
  it('never answers a read with data older than the last invalidation before it started', async () => {
    type Step = { readonly kind: 'read'; readonly key: string } | { readonly kind: 'finish'; readonly pick: number } | { readonly kind: 'write' } | { readonly kind: 'deliver' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('read' as const), key: fc.constantFrom('a', 'b') }),
      fc.record({ kind: fc.constant('finish' as const), pick: fc.nat() }),
      fc.constant({ kind: 'write' as const }),
      fc.constant({ kind: 'deliver' as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const cache = new ReadCache();
        let committed = 0;
        let delivered = 0;
        // Each load reads the version committed when it starts, and ends when the test says.
        const loads: { readonly finish: () => void }[] = [];
        const read = cache.keyed('search', () => {
          const seen = committed;
          const answer = deferred<number>();
          loads.push({
            finish: () => {
              answer.resolve(seen);
            },
          });
          return answer.promise;
        }, { maxEntries: 2, keyOf: (key: string) => key });
        const answers: Promise<{ readonly value: number; readonly floor: number }>[] = [];

        for (const next of steps) {
          if (next.kind === 'read') {
            const floor = delivered;
            answers.push(read(next.key).then((value) => ({ value, floor })));
          } else if (next.kind === 'finish' && loads.length > 0) {
            loads.splice(next.pick % loads.length, 1)[0]?.finish();
          } else if (next.kind === 'write') {
            committed += 1;
          } else if (next.kind === 'deliver') {
            delivered = committed;
            cache.invalidate('search');
          }
          await settle();
        }
        while (loads.length > 0) {
          loads.shift()?.finish();
          await settle();
        }
        for (const answer of await Promise.all(answers)) expect(answer.value).toBeGreaterThanOrEqual(answer.floor);
      }),
      { numRuns: 300 },
    );
  });
});
