import { slugify } from '@publi/domain';
import type { Queryable } from '../db/database.js';
import type { CatalogueReference } from './creator-draft.js';
import { BADGE_SEEDS, type BadgeKey } from './data/badges.data.js';
import { BRAND_SEEDS } from './data/brands.data.js';
import { CATEGORY_SEEDS } from './data/categories.data.js';
import { SeedRepository, type NamedRow } from './seed.repository.js';

/**
 * Makes sure the categories, sub-categories, badges and brands exist, inserting the ones
 * missing (matched by slug or name, so running it again adds nothing), and answers the ids
 * generated creators point at.
 */
export async function ensureReferenceData(db: Queryable): Promise<CatalogueReference> {
  const repository = new SeedRepository(db);
  const categoryIdBySlug = await ensureCategories(repository);
  const badgeIdByName = await ensureNamed(
    await repository.badges(),
    BADGE_SEEDS.map(({ name, icon }) => ({ name, icon })),
    (rows) => repository.insertBadges(rows),
  );
  await ensureNamed(
    await repository.brands(),
    BRAND_SEEDS.map((name) => ({ name })),
    (rows) => repository.insertBrands(rows),
  );

  const idOf = (map: ReadonlyMap<string, number>, key: string): number => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`reference data: ${key} is missing after insert`);
    return id;
  };
  const badgeIds = Object.fromEntries(BADGE_SEEDS.map(({ key, name }) => [key, idOf(badgeIdByName, name)])) as Record<BadgeKey, number>;
  return {
    badgeIds,
    categories: CATEGORY_SEEDS.map((seed) => ({
      id: idOf(categoryIdBySlug, slugify(seed.name)),
      name: seed.name,
      weight: seed.weight,
      subCategories: seed.subCategories.map((name) => ({ id: idOf(categoryIdBySlug, slugify(name)), name })),
    })),
  };
}

async function ensureCategories(repository: SeedRepository): Promise<Map<string, number>> {
  const idBySlug = await repository.categoryIdsBySlug();
  const missingParents = CATEGORY_SEEDS.filter((seed) => !idBySlug.has(slugify(seed.name)));
  if (missingParents.length > 0) {
    const inserted = await repository.insertCategories(missingParents.map((seed) => ({ name: seed.name, slug: slugify(seed.name) })));
    for (const row of inserted) idBySlug.set(row.slug, row.id);
  }
  const missingChildren = CATEGORY_SEEDS.flatMap((seed) =>
    seed.subCategories
      .filter((name) => !idBySlug.has(slugify(name)))
      .map((name) => ({ name, slug: slugify(name), parentId: idBySlug.get(slugify(seed.name)) ?? null })),
  );
  if (missingChildren.length > 0) {
    const inserted = await repository.insertCategories(missingChildren);
    for (const row of inserted) idBySlug.set(row.slug, row.id);
  }
  return idBySlug;
}

/** Inserts the `wanted` rows whose name is not among `existing`; answers every id by name. */
async function ensureNamed<Row extends { readonly name: string }>(
  existing: readonly NamedRow[],
  wanted: readonly Row[],
  insert: (rows: Row[]) => Promise<NamedRow[]>,
): Promise<Map<string, number>> {
  const idByName = new Map(existing.map((row) => [row.name, row.id]));
  const missing = wanted.filter((row) => !idByName.has(row.name));
  if (missing.length > 0) {
    for (const row of await insert(missing)) idByName.set(row.name, row.id);
  }
  return idByName;
}
