import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toggleChip } from './toggle-chip.js';

const chipId = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom('SP', 'RJ', 'MG', 'São Paulo', 'Salvador'));
const chipList = fc.uniqueArray(chipId, { maxLength: 12 });

describe('toggleChip', () => {
  it('adds an absent id at the end', () => {
    expect(toggleChip([3, 7], 5)).toEqual([3, 7, 5]);
    expect(toggleChip(['SP'], 'RJ')).toEqual(['SP', 'RJ']);
  });

  it('removes a present id', () => {
    expect(toggleChip([3, 7, 5], 7)).toEqual([3, 5]);
    expect(toggleChip(['SP', 'RJ'], 'SP')).toEqual(['RJ']);
  });

  it('removes every copy of a duplicated id', () => {
    expect(toggleChip([1, 2, 1], 1)).toEqual([2]);
  });

  it('toggled twice gives back the same list', () => {
    fc.assert(
      fc.property(chipList, chipId, (list, id) => {
        expect(toggleChip(toggleChip(list, id), id)).toEqual(
          list.includes(id) ? list.filter((x) => x !== id).concat(id) : list,
        );
      }),
    );
    fc.assert(
      fc.property(chipList, chipId, (list, id) => {
        fc.pre(!list.includes(id));
        expect(toggleChip(toggleChip(list, id), id)).toEqual(list);
      }),
    );
  });

  it('flips membership, never duplicates, and keeps the other ids in order', () => {
    fc.assert(
      fc.property(chipList, chipId, (list, id) => {
        const result = toggleChip(list, id);
        expect(result.includes(id)).toBe(!list.includes(id));
        expect(new Set(result).size).toBe(result.length);
        expect(result.filter((x) => x !== id)).toEqual(list.filter((x) => x !== id));
      }),
    );
  });

  it('never duplicates after any sequence of toggles, and agrees with a plain set model', () => {
    fc.assert(
      fc.property(fc.array(chipId), (ids) => {
        const result = ids.reduce<readonly (number | string)[]>((list, id) => toggleChip(list, id), []);
        const model = new Set<number | string>();
        for (const id of ids) {
          if (model.has(id)) model.delete(id);
          else model.add(id);
        }
        expect(result).toEqual([...model]);
      }),
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(chipList, chipId, (list, id) => {
        const frozen = Object.freeze([...list]);
        toggleChip(frozen, id);
        expect(frozen).toEqual(list);
      }),
    );
  });
});
