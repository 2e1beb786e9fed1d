import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from './route-paths.js';
import { routes } from './router.js';

function pathsOf(tree: readonly RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path === undefined ? [] : [route.path]), ...pathsOf(route.children ?? [])]);
}

describe('the router', () => {
  it('has exactly the pages of ROUTE_PATHS, the list the accessibility walk visits', () => {
    expect(pathsOf(routes)).toEqual([...ROUTE_PATHS]);
  });
});
