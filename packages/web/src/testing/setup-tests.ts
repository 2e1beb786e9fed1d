// jest-dom's matchers (toBeVisible, toHaveValue, toHaveAccessibleDescription...): tests assert
// what a person notices, not that a query found something (publi-tests/no-bare-existence-assertions).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { CalendarDayField } from '../shared/forms/calendar-day-field.js';
import { EDITOR_SECTIONS } from '../features/profile-editor/editor-sections.js';

// A route's page loads its code on first visit, and a page's own stores come with it
// (`usePageStore`): in a worker, that first import is transformed while a `findBy…` waits, which
// on a busy 2-core machine can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// The web project's files share one document (`isolate: false`): what a test put in it
// besides a rendered tree (markup of its own, a link a download appended) would be Tab stops
// and matches of later files' tests. `cleanup` unmounts the trees; the rest goes too.
afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') document.body.replaceChildren();
});

// jsdom does not implement scrolling; pages scroll to the top when their content changes.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom has no ResizeObserver; Chakra's slider (zag) measures its thumbs with one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom has no PointerEvent; zag (Chakra's checkboxes) builds one when a pressed control blurs.
// (`typeof window` first: a spec may run in the node environment.)
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
}

// The date picker and the profile editor's sections load after the page that shows them
// (`shared/loaded-later.tsx`): tests start with them there, as a person sees them a moment
// after the page (`loaded-later.spec.tsx` tests the wait itself).
await Promise.all([CalendarDayField.preload(), ...EDITOR_SECTIONS.map((section) => section.Component.preload())]);
