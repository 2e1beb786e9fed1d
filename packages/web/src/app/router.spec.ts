import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from '@publi/domain';
import { aTestWorld } from '../testing/test-container.js';
import { appRoutes } from './router.js';

function pathsOf(tree: readonly RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path === undefined ? [] : [route.path]), ...pathsOf(route.children ?? [])]);
}

describe('the router', () => {
  it('has exactly the pages of SCREEN_PATHS, the list the accessibility walk visits', () => {
    expect(pathsOf(appRoutes(aTestWorld().stores))).toEqual([...SCREEN_PATHS]);
  });
});
