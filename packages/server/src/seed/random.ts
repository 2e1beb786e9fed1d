/**
 * A small seeded pseudo-random generator (mulberry32) with the draws the catalogue needs.
 * Deterministic: the same seed gives the same sequence on every machine, so a seeded
 * catalogue can be rebuilt exactly. Not for anything secret.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    if (!(Number.isInteger(min) && Number.isInteger(max)) || max < min) throw new RangeError(`int(${min}, ${max})`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `probability`. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One item of a non-empty list, uniformly. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** A standard normal draw (Box-Muller). */
  normal(): number {
    const u = 1 - this.next(); // (0, 1]: log(0) would be -Infinity
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A log-normal draw whose median is `median`, spread `sigma` in natural-log units. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** A Pareto draw: at least `scale`, tail heavier as `shape` falls. */
  pareto(scale: number, shape: number): number {
    return scale / Math.pow(1 - this.next(), 1 / shape);
  }

  /** `count` distinct items of `items` (all of them when `count` is larger), in draw order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(this.next() * pool.length), 1);
      if (item !== undefined) taken.push(item);
    }
    return taken;
  }
}

/**
 * Mixes a catalogue seed and a creator's index into one 32-bit seed, so creator `i` is the
 * same whatever the batch size or how many creators came before (murmur3's finaliser).
 */
export function mixSeed(seed: number, index: number): number {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ (index >>> 0)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
