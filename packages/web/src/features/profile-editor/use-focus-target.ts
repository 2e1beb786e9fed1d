import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// A field may show a moment after its section (the states list loads on demand).
const MAX_FRAMES = 60;

/** Focuses the element the address's `#id` names once it shows: where the meter's links lead. */
export function useFocusTarget(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id === '') return;
    let frame = 0;
    let handle = 0;
    const tryFocus = () => {
      const target = document.getElementById(id);
      if (target !== null) {
        // jsdom has no layout, hence no scrollIntoView.
        if ('scrollIntoView' in target) target.scrollIntoView({ block: 'center' });
        target.focus({ preventScroll: true });
        return;
      }
      if (++frame < MAX_FRAMES) handle = requestAnimationFrame(tryFocus);
    };
    tryFocus();
    return () => { cancelAnimationFrame(handle); };
  }, [hash, pathname]);
}
