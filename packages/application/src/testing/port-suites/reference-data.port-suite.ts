import { describe, expect, it } from 'vitest';
import type { ReferenceDataPort } from '../../ports/reference-data.port.js';
import type { PortSuite } from './port-suite-world.js';

/** What the reference lists' scenarios need: the adapter, its lists filled. */
export interface ReferenceDataSuiteWorld {
  readonly reference: ReferenceDataPort;
}

/** {@link ReferenceDataPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const referenceDataPortSuite: PortSuite<ReferenceDataSuiteWorld> = (world) => {
  describe('ReferenceDataPort', () => {
    it('reads badges, brands, top-level categories, sub-categories and the tree that joins them', async () => {
      const { reference } = world();
      const [badges, brands, categories, subCategories, tree] = await Promise.all([
        reference.listBadges(), reference.listBrands(), reference.listCategories(), reference.listSubCategories(), reference.listCategoriesWithChildren(),
      ]);
      expect(badges.length).toBeGreaterThan(0);
      expect(badges.every((badge) => badge.name.trim() !== '')).toBe(true);
      expect(brands.length).toBeGreaterThan(0);
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.every((category) => category.parentId === null)).toBe(true);
      const topIds = new Set(categories.map((category) => category.id));
      expect(subCategories.length).toBeGreaterThan(0);
      expect(subCategories.every((category) => category.parentId !== null && topIds.has(category.parentId))).toBe(true);
      // The tree is the top level, each with exactly its sub-categories.
      expect(tree.map((node) => node.id)).toEqual(categories.map((category) => category.id));
      for (const node of tree) {
        const children = subCategories.filter((category) => category.parentId === node.id).map((category) => category.id).sort((a, b) => a - b);
        expect(node.children.map((child) => child.id).sort((a, b) => a - b)).toEqual(children);
      }
    });
  });
};
