import { useEffect } from 'react';

/** The class the theme's globalCss turns into `overflow: hidden` on the body. */
export const SCROLL_LOCKED_CLASS = 'scroll-locked';

/** SPEC 4: while the overlay is open the page behind it does not scroll. */
export function useScrollLock(): void {
  useEffect(() => {
    document.body.classList.add(SCROLL_LOCKED_CLASS);
    return () => {
      document.body.classList.remove(SCROLL_LOCKED_CLASS);
    };
  }, []);
}
