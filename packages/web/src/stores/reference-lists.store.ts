import type { ReferenceData } from '@publi/application';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

const NO_REFERENCE: ReferenceData = { badges: [], brands: [], categories: [], subCategories: [] };

/** The reference lists startup loads (SPEC section 7): categories, sub-categories, badges, brands. */
@injectable()
export class ReferenceListsStore {
  reference: ReferenceData = NO_REFERENCE;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(reference: ReferenceData): void {
    this.reference = reference;
  }
}
