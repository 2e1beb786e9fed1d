import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { takeEarlySearch } from '../../boot/early-search-hand-off.js';
import { useStores } from '../../stores/stores-context.js';

/**
 * On a page the server drew, "Buscar" pressed before the app had started opened `boot.ts`'s
 * light search box. The overlay, opened by that press once the app has started, takes the box's
 * text and caret over before it paints, and keeps the focus in its own box. Returns where the
 * focus goes back when the overlay closes (the dialog's `finalFocusEl`): "Buscar", as when the
 * overlay opened from it directly, rather than the light box, which is gone.
 */
export function useEarlySearchTakeOver(searchBox: RefObject<HTMLInputElement | null>): () => HTMLElement | null {
  const { searchOverlay, typeahead } = useStores();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const box = searchBox.current;
    const early = box === null ? null : takeEarlySearch(document);
    if (box === null || early === null) return;
    returnFocusTo.current = early.trigger;
    // As typing it in the overlay's own box would.
    if (early.text.trim() !== '') searchOverlay.setMode('text');
    typeahead.setQuery(early.text);
    // The store's text renders into the box later; set now, the caret stays where it is.
    box.value = early.text;
    box.focus({ preventScroll: true });
    box.setSelectionRange(early.selectionStart, early.selectionEnd, early.selectionDirection);
  }, [searchBox, searchOverlay, typeahead]);
  return useCallback(() => returnFocusTo.current, []);
}
