import { describe, expect, it } from 'vitest';
import { routeErrorCodes } from '../route-error-codes.js';
import type { RouteContract } from '../route-contract.js';
import { ROUTES } from './index.js';

const routes = Object.values(ROUTES) as RouteContract[];
const name = (route: RouteContract) => `${route.method} ${route.path}`;
const checked = routes.filter((route) => route.checkRevoked === true).map(name);

// Where a session revoked or an account blocked an hour ago must stop at once: money moving,
// where it goes, and one's whole data.
const MUST_CHECK = [
  'POST /payment',
  'POST /payouts',
  'GET /earnings',
  'PUT /users/bank_account',
  'GET /users/bank_account',
  'PUT /creator/bank_account',
  'GET /creator/bank_account/details',
  'GET /account/privacy/export',
  'DELETE /account/user',
];

describe('the routes that ask the identity provider about revocation on every call', () => {
  it('are the ones that pay, pay out, read or change bank data, and export or delete the account', () => {
    expect(checked.sort()).toEqual([...MUST_CHECK].sort());
  });

  it('include every route that wants a recent sign-in, and only routes that require a token', () => {
    const recent = routes.filter((route) => route.recentSignIn === true).map(name);
    expect(checked).toEqual(expect.arrayContaining(recent));
    expect(routes.filter((route) => route.checkRevoked === true && route.auth !== 'required').map(name)).toEqual([]);
  });

  it('list the two answers a revoked session and a blocked account get', () => {
    for (const route of routes.filter((candidate) => candidate.checkRevoked === true)) {
      expect(routeErrorCodes(route)).toEqual(expect.arrayContaining(['AUTH.SESSION_REVOKED', 'AUTH.ACCOUNT_DISABLED']));
    }
    expect(routeErrorCodes(ROUTES.getUserByExternalId as RouteContract)).not.toContain('AUTH.SESSION_REVOKED');
  });
});
