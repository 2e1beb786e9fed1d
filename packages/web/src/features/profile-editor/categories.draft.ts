import { makeAutoObservable } from 'mobx';

type Field = 'categories';

/** What `Categorias` holds: the picked categories and sub-categories, by id. */
export class CategoriesDraft {
  categoryIds: readonly number[];
  errors: { readonly categories?: string | undefined } = {};
  private saved: readonly number[];

  constructor(categoryIds: readonly number[]) {
    this.categoryIds = categoryIds;
    this.saved = categoryIds;
    makeAutoObservable<this, 'saved'>(this, { saved: true }, { autoBind: true });
  }

  get dirty(): boolean {
    return this.categoryIds.length !== this.saved.length || this.categoryIds.some((id) => !this.saved.includes(id));
  }

  toggleCategory(id: number): void {
    this.categoryIds = this.categoryIds.includes(id) ? this.categoryIds.filter((other) => other !== id) : [...this.categoryIds, id];
    this.errors = {};
  }

  /** A creator is found by categories: at least one stays picked. */
  validate(): boolean {
    this.errors = { categories: this.categoryIds.length === 0 ? 'Escolha pelo menos uma categoria.' : undefined };
    return this.errors.categories === undefined;
  }

  showErrors(errors: { readonly [K in Field]?: string | undefined }): void {
    this.errors = { ...this.errors, ...errors };
  }

  markSaved(): void {
    this.saved = this.categoryIds;
  }
}
