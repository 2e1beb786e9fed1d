import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from './errors/api-errors.js';
import { defineRoute } from './route-contract.js';
import { routeErrorCodes } from './route-error-codes.js';
import { ROUTES } from './routes/index.js';

describe('routeErrorCodes', () => {
  it('adds what a public read may always answer, and nothing about tokens or input', () => {
    expect(routeErrorCodes(ROUTES.listBadges)).toEqual(['RATE_LIMITED', 'INTERNAL', 'SERVICE_UNAVAILABLE']);
  });

  it('lets every route answer 503 SERVICE_UNAVAILABLE, as every route reads the database', () => {
    const without = Object.values(ROUTES).filter((route) => !routeErrorCodes(route).includes('SERVICE_UNAVAILABLE'));
    expect(without.map((route) => route.path)).toEqual([]);
  });

  it('lists RATE_LIMITED on every limited route and only there, and USER.INACTIVE only where a route lists it', () => {
    const routes = Object.values(ROUTES);
    expect(routes.filter((route) => !routeErrorCodes(route).includes('RATE_LIMITED')).map((route) => route.path)).toEqual(['/health', '/health/ready']);
    expect(routeErrorCodes(ROUTES.getUserBankAccount)).not.toContain('USER.INACTIVE');
    expect(routeErrorCodes(ROUTES.updateUser)).toContain('USER.INACTIVE');
  });

  it('adds the token and JSON body codes to an authenticated write, once each, by status', () => {
    const codes = routeErrorCodes(ROUTES.createCart);
    expect(codes).toEqual(
      expect.arrayContaining(['CART.USER_ID_REQUIRED', 'REQUEST.INVALID', 'REQUEST.MALFORMED_JSON', 'AUTH.TOKEN_MISSING', 'AUTH.TOKEN_EXPIRED', 'INTERNAL']),
    );
    expect(new Set(codes).size).toBe(codes.length);
    const statuses = codes.map((code) => API_ERRORS[code].status);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
  });

  it('checks a token sent where one is optional, and never reads one where it is not', () => {
    expect(routeErrorCodes(ROUTES.getCreatorDetails)).toContain('AUTH.TOKEN_INVALID');
    expect(routeErrorCodes(ROUTES.getCreatorBySlug)).not.toContain('AUTH.TOKEN_INVALID');
  });

  it('leaves JSON errors out of a multipart upload, whose size is judged per file', () => {
    const codes = routeErrorCodes(ROUTES.uploadFile);
    expect(codes).not.toContain('REQUEST.MALFORMED_JSON');
    expect(codes).toContain('UPLOAD.TOO_LARGE');
  });

  // Found by the route fuzz (server/src/fuzz): `POST /account/user/desactive` sent `Content-Type:
  // application/json` with an empty body answered 400 REQUEST.MALFORMED_JSON, and with `text/plain` 415,
  // neither in its list, since the body parser runs before any route, whether it takes a body or not.
  it('adds the body parser codes to a write that takes no body, and not to a read', () => {
    for (const route of [ROUTES.deactivateUser, ROUTES.rotateAgentToken, ROUTES.syncUserEmail]) {
      expect(routeErrorCodes(route)).toEqual(expect.arrayContaining(['REQUEST.MALFORMED_JSON', 'REQUEST.UNSUPPORTED_MEDIA_TYPE', 'REQUEST.TOO_LARGE']));
    }
    expect(routeErrorCodes(ROUTES.getUserBankAccount)).not.toContain('REQUEST.MALFORMED_JSON');
  });

  it('asks for a recent sign-in on the routes that move or route money, hand out bank data whole or delete the account, and only there', () => {
    const asking = Object.entries(ROUTES)
      .filter(([, route]) => routeErrorCodes(route).includes('AUTH.RECENT_SIGN_IN_REQUIRED'))
      .map(([name]) => name)
      .sort();
    expect(asking).toEqual(['createPayment', 'deleteMyAccount', 'exportMyData', 'requestPayout', 'updateCreatorBankAccount', 'updateUserBankAccount']);
  });

  it('adds REQUEST.INVALID to a route that takes only path parameters', () => {
    const route = defineRoute({ method: 'GET', path: '/x/:id', auth: 'none', summary: 'X.', tag: 'X', params: z.object({ id: z.string() }), response: z.null() });
    expect(routeErrorCodes(route)).toContain('REQUEST.INVALID');
  });
});
