import { BREAKPOINTS } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { STORE_TOKENS } from './store.tokens.js';

/** What the server says of the site it serves (the runtime config), the same for every page. */
export interface SiteEnvironment {
  /** Production with money through the payment sandbox: every page says nothing real is charged. */
  readonly testEnvironment: boolean;
}

/** View state the whole page shares: the viewport's width and what it means for the layout; what the site is. */
@injectable()
export class UiStore {
  viewportWidth: number = BREAKPOINTS.desktop;
  /** See {@link SiteEnvironment}. */
  readonly testEnvironment: boolean;

  constructor(@inject(STORE_TOKENS.SiteEnvironment) site: SiteEnvironment) {
    this.testEnvironment = site.testEnvironment;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** SPEC section 2: the mobile layout at 720 px or less. */
  get isMobile(): boolean {
    return this.viewportWidth <= BREAKPOINTS.mobile;
  }

  /** The desktop breakpoint, 1280 px and up. */
  get isDesktop(): boolean {
    return this.viewportWidth >= BREAKPOINTS.desktop;
  }

  setViewportWidth(width: number): void {
    this.viewportWidth = width;
  }
}
