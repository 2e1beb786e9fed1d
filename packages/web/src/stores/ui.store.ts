import { BREAKPOINTS } from '@publi/domain';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** View state the whole page shares: the viewport's width and what it means for the layout. */
@injectable()
export class UiStore {
  viewportWidth: number = BREAKPOINTS.desktop;

  constructor() {
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
