import type { Badge, Brand, Category, CategoryWithChildren, ReferenceDataPort } from '@publi/application';
import type { PublicReader } from './public-reads/public-reader.js';

/** {@link ReferenceDataPort} over the public lists `/badge`, `/category*` and `/brands_follow`. */
export class HttpReferenceDataAdapter implements ReferenceDataPort {
  constructor(private readonly read: PublicReader) {}

  async listBadges(): Promise<readonly Badge[]> {
    // Only the known keys, as a checked answer would be, so the page never holds what the server added.
    return (await this.read('listBadges')).map(({ id, name, icon }) => ({ id, name, icon }));
  }

  async listCategories(): Promise<readonly Category[]> {
    const categories = await this.read('listCategories');
    return categories.map((category) => ({ id: category.id, name: category.name, slug: category.slug, parentId: null }));
  }

  async listSubCategories(): Promise<readonly Category[]> {
    const categories = await this.read('listSubCategories');
    return categories.map((category) => ({ id: category.id, name: category.name, slug: category.slug, parentId: category.parent_id }));
  }

  async listCategoriesWithChildren(): Promise<readonly CategoryWithChildren[]> {
    const parents = await this.read('listCategoriesWithChildren');
    return parents.map((parent) => ({
      id: parent.id,
      name: parent.name,
      slug: parent.slug,
      children: parent.children.map((child) => ({ id: child.id, name: child.name, slug: child.slug, parentId: parent.id })),
    }));
  }

  async listBrands(): Promise<readonly Brand[]> {
    return (await this.read('listBrandsFollowed')).map(({ id, name, image }) => ({ id, name, image }));
  }
}
