import type { SelectedCreator, SelectedCreatorsUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { USE_CASE_TOKENS } from '../app/use-case.tokens.js';

/** The creators a brand has put in the cart. */
@injectable()
export class CartStore {
  selected: readonly SelectedCreator[];

  constructor(@inject(USE_CASE_TOKENS.SelectedCreators) private readonly selection: SelectedCreatorsUseCase) {
    this.selected = selection.list();
    makeAutoObservable<this, 'selection'>(this, { selection: false }, { autoBind: true });
  }

  get count(): number {
    return this.selected.length;
  }
}
