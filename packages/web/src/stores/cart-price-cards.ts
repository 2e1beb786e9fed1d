import type { CreatorCard, SearchCreatorsUseCase } from '@publi/application';
import { CREATOR_PAGE_SIZE, emptySearchFilters } from '@publi/domain';
import { makeAutoObservable, runInAction } from 'mobx';

const PRICES_FAILED = 'Não foi possível carregar os preços dos criadores. Tente de novo.';

/**
 * The cards (names, pictures, prices) of the creators in the cart, by id: kept from where a
 * creator was added, fetched for the rest a search page of ids at a time.
 */
export class CartPriceCards {
  readonly byId = new Map<number, CreatorCard>();

  constructor(private readonly searchCreators: SearchCreatorsUseCase) {
    makeAutoObservable<this, 'searchCreators'>(this, { searchCreators: false }, { autoBind: true });
  }

  get(creatorId: number): CreatorCard | undefined {
    return this.byId.get(creatorId);
  }

  remember(card: CreatorCard): void {
    this.byId.set(card.id, card);
  }

  /** Fetches the cards of `creatorIds` not yet known; answers the pt-BR error when a page could not load. */
  async loadMissing(creatorIds: readonly number[]): Promise<string | null> {
    const ids = creatorIds.filter((id) => !this.byId.has(id));
    let complete = true;
    for (let start = 0; start < ids.length; start += CREATOR_PAGE_SIZE) {
      const page = await this.searchCreators.execute(emptySearchFilters(), { ids: ids.slice(start, start + CREATOR_PAGE_SIZE) });
      if (page === null) complete = false;
      else runInAction(() => { for (const card of page.creators) this.byId.set(card.id, card); });
    }
    return complete ? null : PRICES_FAILED;
  }
}
