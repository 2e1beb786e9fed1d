import type { CreatorCard, CreatorSearchPage, SearchCreatorsUseCase } from '@publi/application';
import { CREATOR_PAGE_SIZE, emptySearchFilters, type SearchFilters } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PreloadedLoad } from './preloaded-load.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** How many creators the landing page features. */
export const FEATURED_COUNT = 8;

/**
 * The results page's page of creators for the search's filters (SPEC section 4), and the
 * landing's featured creators. Only the latest request's answer is kept: filters that change
 * fast never let an older, slower answer overwrite a newer one.
 */
@injectable()
export class CreatorResultsStore {
  status: LoadStatus = 'idle';
  result: CreatorSearchPage | null = null;
  page = 1;
  featured: readonly CreatorCard[] = [];
  featuredStatus: LoadStatus = 'idle';
  private lastRequest = 0;
  private lastFilters: SearchFilters | null = null;
  private readonly firstRead = new PreloadedLoad();

  constructor(@inject(USE_CASE_TOKENS.SearchCreators) private readonly searchCreators: Pick<SearchCreatorsUseCase, 'execute'>) {
    makeAutoObservable<this, 'searchCreators' | 'lastRequest' | 'lastFilters' | 'firstRead'>(
      this,
      { searchCreators: false, lastRequest: false, lastFilters: false, firstRead: false },
      { autoBind: true },
    );
  }

  get creators(): readonly CreatorCard[] {
    return this.result?.creators ?? [];
  }

  get pageCount(): number {
    if (this.result === null) return 1;
    return Math.max(1, Math.ceil(this.result.total / (this.result.pageSize || CREATOR_PAGE_SIZE)));
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.creators.length === 0;
  }

  /** The route's read of page `page` of `filters`, started with the navigation and handed to the page's {@link load}. */
  preload(filters: SearchFilters, page = 1): Promise<void> {
    return this.firstRead.preload(JSON.stringify([filters, page]), () => this.loadNow(filters, page));
  }

  /** Loads page `page` (from 1) of the creators `filters` find; the route's read of them when there is one. */
  load(filters: SearchFilters, page = 1): Promise<void> {
    return this.firstRead.load(JSON.stringify([filters, page]), () => this.loadNow(filters, page));
  }

  private async loadNow(filters: SearchFilters, page: number): Promise<void> {
    const request = ++this.lastRequest;
    this.lastFilters = filters;
    this.page = Math.max(1, Math.floor(page));
    this.status = 'loading';
    const answer = await this.searchCreators.execute(filters, { offset: (this.page - 1) * CREATOR_PAGE_SIZE });
    if (request !== this.lastRequest) return;
    runInAction(() => {
      this.result = answer;
      this.status = answer === null ? 'error' : 'ready';
    });
  }

  /** Asks again for what failed. */
  retry(): Promise<void> {
    // Straight to the server: a route's load not handed over yet may be the one that failed.
    return this.loadNow(this.lastFilters ?? emptySearchFilters(), this.page);
  }

  /** The landing's first creators, with no filter; loaded once per page. */
  async loadFeatured(force = false): Promise<void> {
    if (!force && (this.featuredStatus === 'loading' || this.featuredStatus === 'ready')) return;
    this.featuredStatus = 'loading';
    const answer = await this.searchCreators.execute(emptySearchFilters(), { offset: 0 });
    runInAction(() => {
      this.featured = answer?.creators.slice(0, FEATURED_COUNT) ?? [];
      this.featuredStatus = answer === null ? 'error' : 'ready';
    });
  }
}
