import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryCentavos } from '../cart/delivery-centavos.js';
import { projectTotal, type ProjectLine } from './project-total.js';

const aPrice = fc.integer({ min: 0, max: 5_000_000 });
const aLine: fc.Arbitrary<ProjectLine> = fc.record({
  prices: fc.record({ stories: aPrice, feed: aPrice, tiktok: aPrice }),
  delivery: fc.record({ creatorId: fc.nat(), stories: fc.nat({ max: 20 }), feed: fc.nat({ max: 20 }), tiktok: fc.nat({ max: 20 }) }),
});
const someLines = fc.array(aLine, { maxLength: 30 });
const someOptions = fc.array(fc.integer({ min: 0, max: 2_000_000 }), { maxLength: 5 });

const ana: ProjectLine = { prices: { stories: 15_000, feed: 40_000, tiktok: 0 }, delivery: { creatorId: 1, stories: 2, feed: 1, tiktok: 1 } };
const bia: ProjectLine = { prices: { stories: 5_000, feed: 10_000, tiktok: 8_000 }, delivery: { creatorId: 2, stories: 1, feed: 0, tiktok: 0 } };

describe('projectTotal', () => {
  it("adds the creators' deliveries and each option once per creator", () => {
    expect(projectTotal([ana, bia], [30_000, 2_500])).toEqual({ creatorsCentavos: 75_000, optionsCentavos: 65_000, totalCentavos: 140_000 });
    expect(projectTotal([], [30_000])).toEqual({ creatorsCentavos: 0, optionsCentavos: 0, totalCentavos: 0 });
  });

  it('is the sum of its parts, whatever the order of creators and options', () => {
    fc.assert(
      fc.property(someLines, someOptions, (lines, options) => {
        const total = projectTotal(lines, options);
        expect(total.totalCentavos).toBe(total.creatorsCentavos + total.optionsCentavos);
        expect(projectTotal([...lines].reverse(), [...options].reverse())).toEqual(total);
      }),
    );
  });

  it('grows by the option price times the creators when an option is added', () => {
    fc.assert(
      fc.property(someLines, someOptions, fc.integer({ min: 0, max: 2_000_000 }), (lines, options, added) => {
        const before = projectTotal(lines, options).totalCentavos;
        expect(projectTotal(lines, [...options, added]).totalCentavos - before).toBe(added * lines.length);
      }),
    );
  });

  it("drops a creator's delivery and their share of the options when the creator is removed", () => {
    fc.assert(
      fc.property(aLine, someLines, someOptions, (removed, others, options) => {
        const withCreator = projectTotal([removed, ...others], options).totalCentavos;
        const share = deliveryCentavos(removed.prices, removed.delivery) + options.reduce((sum, price) => sum + price, 0);
        expect(withCreator - projectTotal(others, options).totalCentavos).toBe(share);
      }),
    );
  });

  it('refuses a negative or fractional option price as a bug', () => {
    expect(() => projectTotal([ana], [-1])).toThrow(RangeError);
    expect(() => projectTotal([ana], [10.5])).toThrow(RangeError);
  });
});
