import type { AxiosInstance } from 'axios';
import type { Badge, Brand, Category, CategoryWithChildren, ReferenceDataPort } from '@publi/application';
import { ROUTES } from '@publi/contract';
import { requestApi } from './request-api.js';

/** {@link ReferenceDataPort} over the public lists `/badge`, `/category*` and `/brands_follow`. */
export class AxiosReferenceDataAdapter implements ReferenceDataPort {
  constructor(private readonly client: AxiosInstance) {}

  async listBadges(): Promise<readonly Badge[]> {
    return requestApi(this.client, ROUTES.listBadges);
  }

  async listCategories(): Promise<readonly Category[]> {
    const categories = await requestApi(this.client, ROUTES.listCategories);
    return categories.map((category) => ({ id: category.id, name: category.name, slug: category.slug, parentId: null }));
  }

  async listSubCategories(): Promise<readonly Category[]> {
    const categories = await requestApi(this.client, ROUTES.listSubCategories);
    return categories.map((category) => ({ id: category.id, name: category.name, slug: category.slug, parentId: category.parent_id }));
  }

  async listCategoriesWithChildren(): Promise<readonly CategoryWithChildren[]> {
    const parents = await requestApi(this.client, ROUTES.listCategoriesWithChildren);
    return parents.map((parent) => ({
      id: parent.id,
      name: parent.name,
      slug: parent.slug,
      children: parent.children.map((child) => ({ id: child.id, name: child.name, slug: child.slug, parentId: parent.id })),
    }));
  }

  async listBrands(): Promise<readonly Brand[]> {
    return requestApi(this.client, ROUTES.listBrandsFollowed);
  }
}
