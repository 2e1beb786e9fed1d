import fc from 'fast-check';
import { BRAZIL_STATES } from '@publi/domain/brazil-states';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { listParam, splitListParam } from './list-param.schema.js';
import { fromQuery } from './query-value.schema.js';

// An item as people type it: no comma (the separator), possibly padded with spaces.
const token = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !text.includes(',') && text.trim() !== '');
const tokens = fc.array(token, { maxLength: 8 });

const cities = listParam({ item: z.string().trim().max(120), label: 'as cidades', max: 100 });
const ids = listParam({ item: fromQuery(z.number().int().positive()), label: 'as categorias', max: 100 });

describe('splitListParam', () => {
  it('reads repeated keys and a comma-separated value as the same list', () => {
    fc.assert(
      fc.property(tokens, (items) => {
        expect(splitListParam(items)).toEqual(splitListParam(items.join(',')));
      }),
    );
  });

  it('reads any mix of repeated keys and commas as the flat list', () => {
    fc.assert(
      fc.property(fc.array(tokens, { maxLength: 5 }), (groups) => {
        const flat = groups.flat().map((item) => item.trim());
        expect(splitListParam(groups.map((group) => group.join(',')))).toEqual(flat.filter((item) => item !== ''));
      }),
    );
  });

  it('reads a missing parameter as an empty list, and drops empty items', () => {
    expect(splitListParam(undefined)).toEqual([]);
    expect(splitListParam('')).toEqual([]);
    expect(splitListParam('PE,,SP,')).toEqual(['PE', 'SP']);
    expect(splitListParam([' PE ', ''])).toEqual(['PE']);
  });

  it('passes other values through for the list schema to refuse', () => {
    expect(splitListParam({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('listParam', () => {
  it('gives the same output for repeated keys and a comma list, numbers included', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 10 }), (numbers) => {
        const asText = numbers.map(String);
        expect(ids.parse(asText)).toEqual(numbers);
        expect(ids.parse(asText.join(','))).toEqual(numbers);
      }),
    );
  });

  it('refuses an item its schema refuses, at that item', () => {
    const result = ids.safeParse('3,abc');
    expect(result.error?.issues[0]?.path).toEqual([1]);
  });

  it('holds at most its limit', () => {
    expect(cities.safeParse(Array.from({ length: 101 }, (_, index) => `Cidade ${index}`)).success).toBe(false);
  });

  it('never splits a Brazilian city name: none has a comma', () => {
    const withComma = BRAZIL_STATES.flatMap((state) => state.cidades).filter((city) => city.includes(','));
    expect(withComma).toEqual([]);
  });
});
