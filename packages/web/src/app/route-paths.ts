/**
 * The path of every page the router knows, in the router's order. The router accepts no other
 * (`app/router.tsx`), a unit test keeps the two equal, and the e2e accessibility walk
 * (`e2e/tests/accessibility.spec.ts`) fails for a path it does not visit: a new page is added
 * here, to the router, and to the walk.
 */
export const ROUTE_PATHS = [
  '/',
  '/entrar',
  '/recuperar-senha',
  '/signup',
  '/signup2',
  '/signup/profile',
  '/home',
  '/busca',
  '/carrinho',
  '/creator/:idOrSlug',
  '*',
] as const;

/** One of {@link ROUTE_PATHS}. */
export type RoutePath = (typeof ROUTE_PATHS)[number];
