import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchOverlayStore } from './search-overlay.store.js';
import { TypeaheadStore } from './typeahead.store.js';
import { aControllableTypeahead } from './typeahead.store.testing.js';

function aStore() {
  const typeahead = new TypeaheadStore(aControllableTypeahead());
  return { overlay: new SearchOverlayStore(typeahead), typeahead };
}

describe('SearchOverlayStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts closed, in tag mode', () => {
    const { overlay } = aStore();
    expect(overlay).toMatchObject({ isOpen: false, mode: 'tags' });
  });

  it('switches modes, and closing resets the mode to text and clears the typing flag', () => {
    const { overlay, typeahead } = aStore();
    overlay.open();
    overlay.setMode('tags');
    typeahead.setQuery('ana');
    expect(typeahead.isTyping).toBe(true);
    overlay.close();
    expect(overlay).toMatchObject({ isOpen: false, mode: 'text' });
    expect(typeahead).toMatchObject({ isTyping: false, query: '' });
    overlay.open();
    expect(overlay.mode).toBe('text');
  });

  it('after any sequence of actions, closing yields text mode and no typing', () => {
    type World = ReturnType<typeof aStore>;
    const action = fc.oneof(
      fc.constant(({ overlay }: World) => { overlay.open(); }),
      fc.constant(({ overlay }: World) => { overlay.close(); }),
      fc.constantFrom('text', 'tags').map((mode) => ({ overlay }: World) => { overlay.setMode(mode); }),
      fc.string({ maxLength: 4 }).map((text) => ({ typeahead }: World) => { typeahead.setQuery(text); }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 12 }), (actions) => {
        const world = aStore();
        for (const act of actions) act(world);
        world.overlay.close();
        expect(world.overlay.mode).toBe('text');
        expect(world.typeahead.isTyping).toBe(false);
      }),
    );
  });
  it('the highlight always lands on a suggestion, wraps at both ends, and new text clears it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.array(fc.constantFrom<1 | -1>(1, -1), { minLength: 1, maxLength: 40 }), (count, steps) => {
        const { overlay } = aStore();
        let reference: number | null = null;
        for (const step of steps) {
          overlay.moveHighlight(step, count);
          reference = reference === null ? (step === 1 ? 0 : count - 1) : (reference + step + count) % count;
          expect(overlay.highlighted).toBe(reference);
        }
        overlay.clearHighlight();
        expect(overlay.highlighted).toBeNull();
      }),
    );
  });

  it('no suggestions, no highlight', () => {
    const { overlay } = aStore();
    overlay.moveHighlight(1, 0);
    expect(overlay.highlighted).toBeNull();
  });
});
