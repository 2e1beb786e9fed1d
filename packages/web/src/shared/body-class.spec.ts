import { bodyClassFor } from '@publi/domain';
import { describe, expect, it } from 'vitest';

// The rule itself lives in @publi/domain (the server marks its drawn pages with it too); here,
// that what it gives odd addresses is a class the browser's body accepts.
describe('bodyClassFor in the browser', () => {
  it.each(['/foo%20bar', '/%E0'])('gives %s a class the body accepts', (pathname) => {
    const name = bodyClassFor(pathname);
    document.body.classList.add(name);
    expect(document.body.classList.contains(name)).toBe(true);
    document.body.classList.remove(name);
  });
});
