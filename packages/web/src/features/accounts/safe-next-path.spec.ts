import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path.js';

describe('safeNextPath', () => {
  it('keeps a path of this site', () => {
    expect(safeNextPath('/carrinho?x=1')).toBe('/carrinho?x=1');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'home'])('sends %s to /home', (next) => {
    expect(safeNextPath(next)).toBe('/home');
  });
});
