import { ApplicationError } from '../errors/application-error.js';
import type { Badge, Brand, Category, CategoryWithChildren, ReferenceData } from '../model/reference-data.model.js';
import type { ReferenceDataPort } from '../ports/reference-data.port.js';

const SAMPLE: ReferenceData = {
  badges: [{ id: 1, name: 'Verificado', icon: '/badges/verified.svg' }],
  brands: [{ id: 1, name: 'Natura', image: null }],
  categories: [
    { id: 1, name: 'Beleza', slug: 'beleza', parentId: null },
    { id: 2, name: 'Esportes', slug: 'esportes', parentId: null },
  ],
  subCategories: [{ id: 10, name: 'Maquiagem', slug: 'maquiagem', parentId: 1 }],
};

/** The reference lists, from memory; `failing` makes every call reject, to exercise "log and return nothing". */
export class InMemoryReferenceDataAdapter implements ReferenceDataPort {
  /** When true, every call fails. */
  failing = false;

  /** @param data - the lists to answer with. */
  constructor(private readonly data: ReferenceData = SAMPLE) {}

  /** Badges. */
  listBadges(): Promise<readonly Badge[]> {
    return this.answer(this.data.badges);
  }

  /** Top-level categories. */
  listCategories(): Promise<readonly Category[]> {
    return this.answer(this.data.categories);
  }

  /** Sub-categories. */
  listSubCategories(): Promise<readonly Category[]> {
    return this.answer(this.data.subCategories);
  }

  /** Top-level categories with their children. */
  listCategoriesWithChildren(): Promise<readonly CategoryWithChildren[]> {
    const { categories, subCategories } = this.data;
    return this.answer(
      categories.map(({ id, name, slug }) => ({ id, name, slug, children: subCategories.filter((sub) => sub.parentId === id) })),
    );
  }

  /** Brands followed. */
  listBrands(): Promise<readonly Brand[]> {
    return this.answer(this.data.brands);
  }

  private answer<T>(value: T): Promise<T> {
    return this.failing ? Promise.reject(new ApplicationError('SERVER.ERROR')) : Promise.resolve(value);
  }
}
