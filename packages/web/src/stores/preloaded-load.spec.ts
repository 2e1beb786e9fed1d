import { describe, expect, it } from 'vitest';
import { PreloadedLoad } from './preloaded-load.js';

/** Counts how often a load was started; each answers at once. */
function countedLoads() {
  let started = 0;
  return { start: () => { started += 1; return Promise.resolve(); }, started: () => started };
}

describe('PreloadedLoad', () => {
  it("hands the route's load to the page's first ask for the same key, answered or not", async () => {
    const loads = countedLoads();
    const read = new PreloadedLoad();
    const preloaded = read.preload('42', loads.start);
    await preloaded;
    expect(read.load('42', loads.start)).toBe(preloaded);
    expect(loads.started()).toBe(1);
  });

  it('loads afresh on the next ask, such as a retry', async () => {
    const loads = countedLoads();
    const read = new PreloadedLoad();
    await read.preload('42', loads.start);
    await read.load('42', loads.start);
    await read.load('42', loads.start);
    expect(loads.started()).toBe(2);
  });

  it('loads when the page asks for another key than the route preloaded', async () => {
    const loads = countedLoads();
    const read = new PreloadedLoad();
    void read.preload('ana', loads.start);
    await read.load('bia', loads.start);
    await read.load('ana', loads.start);
    expect(loads.started()).toBe(3);
  });

  it('loads when nothing was preloaded', async () => {
    const loads = countedLoads();
    await new PreloadedLoad().load('42', loads.start);
    expect(loads.started()).toBe(1);
  });
});
