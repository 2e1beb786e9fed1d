import type { Random } from './random.js';

/**
 * Picks items in proportion to their weights: the cumulative sums are computed once, and each
 * pick is a binary search, so picking among the 5,571 cities costs a dozen comparisons.
 */
export class WeightedPicker<T> {
  private readonly items: readonly T[];
  private readonly cumulative: readonly number[];
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    const usable = entries.filter(([, weight]) => weight > 0 && Number.isFinite(weight));
    if (usable.length === 0) throw new RangeError('WeightedPicker needs at least one positive weight');
    let sum = 0;
    this.items = usable.map(([item]) => item);
    this.cumulative = usable.map(([, weight]) => (sum += weight));
    this.total = sum;
  }

  /** One item, item `i` with probability `weight[i] / total`. */
  pick(random: Random): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    const item = this.items[low];
    if (item === undefined) throw new RangeError('WeightedPicker: no item');
    return item;
  }
}
