import { isApplicationError, type CreatorDetails, type ViewCreatorProfileUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PreloadedLoad } from './preloaded-load.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'error';

/** The creator profile page's creator, by id or slug; an older request's answer is dropped. */
@injectable()
export class CreatorProfileStore {
  status: ProfileStatus = 'idle';
  creator: CreatorDetails | null = null;
  key: string | null = null;
  private lastRequest = 0;
  private readonly firstRead = new PreloadedLoad();

  constructor(@inject(USE_CASE_TOKENS.ViewCreatorProfile) private readonly viewProfile: Pick<ViewCreatorProfileUseCase, 'execute'>) {
    makeAutoObservable<this, 'viewProfile' | 'lastRequest' | 'firstRead'>(this, { viewProfile: false, lastRequest: false, firstRead: false }, { autoBind: true });
  }

  /** The route's read of `idOrSlug`, started with the navigation and handed to the page's {@link load}. */
  preload(idOrSlug: string): Promise<void> {
    return this.firstRead.preload(idOrSlug, () => this.loadNow(idOrSlug));
  }

  /** Opens the creator `idOrSlug` (all digits: an id; anything else: a slug); the route's read of it when there is one. */
  load(idOrSlug: string): Promise<void> {
    return this.firstRead.load(idOrSlug, () => this.loadNow(idOrSlug));
  }

  private async loadNow(idOrSlug: string): Promise<void> {
    const request = ++this.lastRequest;
    this.key = idOrSlug;
    this.status = 'loading';
    // Keep what is shown only when reloading the same creator.
    if (this.creator !== null && String(this.creator.id) !== idOrSlug && this.creator.slug !== idOrSlug) this.creator = null;
    try {
      const creator = await this.viewProfile.execute(idOrSlug);
      if (request !== this.lastRequest) return;
      runInAction(() => {
        this.creator = creator;
        this.status = 'ready';
      });
    } catch (error) {
      if (request !== this.lastRequest) return;
      runInAction(() => {
        this.creator = null;
        this.status = isApplicationError(error, 'CREATOR.NOT_FOUND') ? 'not-found' : 'error';
      });
    }
  }

  retry(): Promise<void> {
    // Straight to the server: a route's load not handed over yet may be the one that failed.
    return this.loadNow(this.key ?? '');
  }
}
