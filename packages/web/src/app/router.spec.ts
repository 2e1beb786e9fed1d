import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from '@publi/domain';
import { routes } from './router.js';

function pathsOf(tree: readonly RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path === undefined ? [] : [route.path]), ...pathsOf(route.children ?? [])]);
}

describe('the router', () => {
  it('has exactly the pages of SCREEN_PATHS, the list the accessibility walk visits', () => {
    expect(pathsOf(routes)).toEqual([...SCREEN_PATHS]);
  });
});
