import { foldText } from '@publi/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../cache/read-cache.js';
import type { DatabaseHandle } from '../db/database.js';
import { seedCatalogue } from '../seed/seed-catalogue.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { NO_CREATOR_FILTER, type CreatorFilter } from './creator-filter.js';
import { creatorFilterSql } from './creator-filter-sql.js';
import { queryRows } from '../db/query-rows.js';
import { SearchTypeaheadRepository } from './search-typeahead.repository.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';
import { junctionsOf } from './typeahead/word-junctions.js';

// The price range and the typeahead each pick between two strategies; whichever answers,
// the answer must be the plain, slow computation's. Small thresholds force both paths.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db, { creators: 1_500, seed: 99 });
  await database.db.execute(sql`ANALYZE`);
});

afterAll(async () => {
  await database.close();
});

const filter = (overrides: Partial<CreatorFilter>): CreatorFilter => ({ ...NO_CREATOR_FILTER, ...overrides });
const FILTERS: readonly CreatorFilter[] = [
  NO_CREATOR_FILTER,
  filter({ followersMin: 1_000, followersMax: 10_000 }),
  filter({ followersMin: 10_000, followersMax: 100_000, states: ['SP', 'PE'] }),
  filter({ followersMin: 100_000, followersMax: 500_000 }),
  filter({ followersMin: 500_000, followersMax: 999_999_999 }),
  filter({ followersMin: 500_000 }),
  filter({ engagementMinBp: 800, categoryIds: [1, 9] }),
  filter({ citiesFolded: ['sao paulo', 'recife'], engagementMaxBp: 500 }),
  filter({ followersMin: 5_000, followersMax: 7_000 }),
  filter({ states: ['AC'], categoryIds: [17] }),
];

describe('SearchRepository.priceRange', () => {
  it.each(FILTERS.map((f, index) => [index, f] as const))('gives the plain aggregate for filter %i, by either strategy', async (_index, f) => {
    const [plain] = await queryRows<Record<string, number | null>>(
      database.db,
      sql`SELECT min(price_stories) FILTER (WHERE price_stories > 0) AS "storiesMin", max(price_stories) FILTER (WHERE price_stories > 0) AS "storiesMax",
            min(price_feed) FILTER (WHERE price_feed > 0) AS "feedMin", max(price_feed) FILTER (WHERE price_feed > 0) AS "feedMax",
            min(price_tiktok) FILTER (WHERE price_tiktok > 0) AS "tiktokMin", max(price_tiktok) FILTER (WHERE price_tiktok > 0) AS "tiktokMax"
          FROM creators WHERE ${creatorFilterSql(f)}`,
    );
    const expected = {
      stories: { min: plain?.['storiesMin'] ?? null, max: plain?.['storiesMax'] ?? null },
      feed: { min: plain?.['feedMin'] ?? null, max: plain?.['feedMax'] ?? null },
      tiktok: { min: plain?.['tiktokMin'] ?? null, max: plain?.['tiktokMax'] ?? null },
    };
    const search = new SearchRepository(database.db);
    expect(await search.priceRange(f)).toEqual(expected);
    expect(await search.priceRange(f, { aggregateLimit: 0 })).toEqual(expected);
    expect(await search.priceRange(f, { aggregateLimit: 5 })).toEqual(expected);
  });
});

describe('SearchTypeaheadRepository.creatorSuggestions', () => {
  const QUERIES = ['a', 'm', 'z', 'an', 'ju', 'ze', 'qx', 'ana', 'souza', 'silva', 'quintao', 'recife', 'sao paulo', 'ana.', 'zzzz', 'ana c', 'maria s', 'a silva', 'o sa'];

  const plainSuggestions = async (folded: string): Promise<number[]> => {
    const escaped = folded.replace(/[\\%_]/g, (c) => `\\${c}`);
    const match = folded.length >= 3 ? sql`search_text LIKE ${`%${escaped}%`} ESCAPE '\\'` : sql`name_folded LIKE ${`${escaped}%`} ESCAPE '\\'`;
    const expected = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM creators WHERE active AND ${match} ORDER BY followers DESC NULLS LAST, id DESC LIMIT 5`,
    );
    return expected.map((row) => row.id);
  };

  // The whole catalogue in memory, a head the query's matches may or may not fill, one
  // creator, and none (the first pass reads the index). The last two send rare text to the
  // second pass, through junctions, rare trigrams or the words as they fall.
  const expectEveryPassToFind = async (folded: string, ids: readonly number[]) => {
    for (const headSize of [20_000, 50, 1, null]) {
      const typeaheads = new SearchTypeaheadRepository(database.db);
      const head = headSize === null ? null : await typeaheads.catalogueHead(headSize);
      const found = await typeaheads.creatorSuggestions(folded, 5, head);
      expect(found.map((creator) => creator.id), `${folded} (head ${String(headSize)})`).toEqual(ids);
    }
  };

  it.each(QUERIES)('gives the biggest matches for %j, by either pass', async (query) => {
    const folded = foldText(query);
    await expectEveryPassToFind(folded, await plainSuggestions(folded));
  });

  it('gives the biggest matches for any piece of a creator\'s text, across words and what separates them', async () => {
    const texts = await queryRows<{ searchText: string }>(database.db, sql`SELECT search_text AS "searchText" FROM creators WHERE active ORDER BY id`);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: texts.length - 1 }), fc.nat(), fc.integer({ min: 3, max: 24 }), async (row, from, length) => {
        const text = texts[row]?.searchText ?? '';
        const start = from % Math.max(1, text.length - 2);
        const folded = text.slice(start, start + length);
        fc.pre(folded.length >= 3 && folded.trim() === folded);
        await expectEveryPassToFind(folded, await plainSuggestions(folded));
      }),
      { numRuns: 60 },
    );
  });
});

describe('search_junctions, the index of where words meet', () => {
  // Words of one to six letters or digits between separators, so words meet often, some too short to count.
  const word = fc.string({ unit: fc.constantFrom('a', 'b', '1'), minLength: 1, maxLength: 6 });
  const text = fc
    .array(fc.tuple(word, fc.constantFrom(' ', '.', '_', ' .', 'ø', '')), { maxLength: 6 })
    .map((parts) => parts.map(([letters, between]) => letters + between).join(''));

  it('holds every junction of any piece of a text, so the typeahead never misses a match by it', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.nat(), fc.nat(), async (whole, from, length) => {
        const start = from % (whole.length + 1);
        const piece = whole.slice(start, start + (length % 20));
        const [row] = await queryRows<{ holds: boolean }>(
          database.db,
          sql`SELECT search_junctions(${whole}) @> ${sql.param(junctionsOf(piece))}::text[] AS holds`,
        );
        expect(row?.holds, `${JSON.stringify(piece)} in ${JSON.stringify(whole)}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('names the junctions of a creator text', async () => {
    const [row] = await queryRows<{ junctions: string[] }>(database.db, sql`SELECT search_junctions('paulo ferreira paulo.f_2 recife') AS junctions`);
    expect([...(row?.junctions ?? [])].sort()).toEqual(['aulo ferr', 'eira paul', 'ira pa', 'ira pau', 'ulo fe', 'ulo fer'].sort());
  });
});

describe('SearchService.page with a text', () => {
  const CASES = [
    ['silva', 0],
    ['silva', 48],
    ['quintao', 0],
    ['ana', 24],
    ['recife', 0],
    ['zzzz', 0],
    ['souza', 72],
  ] as const;

  it.each(CASES)('pages and counts %j from offset %i as the plain query does', async (text, offset) => {
    const f = filter({ text, ...(text === 'ana' ? { states: ['SP', 'MG'] } : {}) });
    const all = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM creators WHERE ${creatorFilterSql(f)} ORDER BY followers DESC NULLS LAST, id DESC`,
    );
    const result = await new SearchService({ db: database.db, cache: new ReadCache() }).page(f, offset);
    expect(result.creators.map((creator) => creator.id)).toEqual(all.slice(offset, offset + 24).map((row) => row.id));
    expect(result.total).toBe(Math.min(all.length, 1_000));
    expect(result.totalIsCapped).toBe(all.length > 1_000);
  });
});

describe('SearchService.page with places', () => {
  const PLACES: readonly [string, Partial<CreatorFilter>, number][] = [
    ['two states', { states: ['SP', 'RJ'] }, 0],
    ['two states, second page', { states: ['SP', 'RJ'] }, 24],
    ['a state and a city inside it', { states: ['PE'], citiesFolded: ['recife', 'sao paulo'] }, 0],
    ['cities only, with a tier', { citiesFolded: ['sao paulo', 'rio de janeiro', 'manaus'], followersMin: 1_000, followersMax: 10_000 }, 0],
    ['places with every other filter', { states: ['MG', 'BA'], citiesFolded: ['curitiba'], engagementMinBp: 300, categoryIds: [1, 2, 9] }, 0],
    ['a place nobody lives in', { citiesFolded: ['atlantida'] }, 0],
    ['a city with namesakes in other states', { states: ['SP', 'AP'], citiesFolded: ['santana', 'sao paulo'] }, 0],
  ];

  it.each(PLACES)('pages and counts %s as the plain query does', async (_name, overrides, offset) => {
    const f = filter(overrides);
    const all = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM creators WHERE ${creatorFilterSql(f)} ORDER BY followers DESC NULLS LAST, id DESC`);
    const result = await new SearchService({ db: database.db, cache: new ReadCache() }).page(f, offset);
    expect(result.creators.map((creator) => creator.id)).toEqual(all.slice(offset, offset + 24).map((row) => row.id));
    expect(result.total).toBe(Math.min(all.length, 1_000));
  });
});

describe('the count of active creators', () => {
  it('is exact up to the limit, and past it the planner estimate, within 2% of the exact count', async () => {
    const [row] = await queryRows<{ total: number }>(database.db, sql`SELECT count(*)::integer AS total FROM creators WHERE active`);
    const exact = row?.total ?? 0;
    expect(exact).toBeGreaterThan(1_400);
    expect(exact).toBeLessThan(1_500);
    expect(await new SearchRepository(database.db).countActive()).toBe(exact);
    const estimate = await new SearchRepository(database.db).countActive({ exactUpTo: 1_000 });
    expect(Math.abs(estimate - exact)).toBeLessThanOrEqual(exact * 0.02);

    // Before the next ANALYZE the estimate still says what it said; an exact count moves at once.
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE creators SET active = false WHERE id IN (SELECT id FROM creators WHERE active ORDER BY id LIMIT 100)`);
      expect(await new SearchRepository(tx).countActive()).toBe(exact - 100);
      expect(await new SearchRepository(tx).countActive({ exactUpTo: 1_000 })).toBe(estimate);
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await new SearchRepository(database.db).countActive()).toBe(exact);
  });
});
