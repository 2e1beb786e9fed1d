import { describe, expect, it } from 'vitest';
import { readSuccessBody } from '../envelope/read-success-body.js';
import { toJsonSchema } from '../openapi/to-json-schema.js';
import { UNKNOWN_FIELD_MESSAGE } from '../validation/field-messages.js';
import { validateRequest } from '../validation/validate-request.js';
import type { RouteContract } from '../route-contract.js';
import { ROUTES, type RouteName } from './index.js';
import { VALID_ANSWERS, VALID_REQUESTS } from './route-examples.builder.js';

const routes = Object.entries(ROUTES) as [RouteName, RouteContract][];

const asRecord = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

// The routes this contract covers, as SPEC section 7 spells them (relative to /api).
const SPEC_ROUTES = [
  'GET /health',
  'POST /account/user',
  'GET /account/user',
  'PUT /account/user',
  'POST /account/user/desactive',
  'PUT /account/user/address',
  'PUT /account/user/categories',
  'GET /account/user/email',
  'POST /users/save-user-info',
  'POST /account/type',
  'PUT /users/social_networks',
  'PUT /creator/social_networks',
  'PUT /users/bank_account',
  'PUT /creator/bank_account',
  'GET /users/bank_account',
  'GET /creator/bank_account/details',
  'PUT /creator/job_prices',
  'GET /account/creator/details',
  'GET /account/creator/slug',
  'GET /badge',
  'GET /category',
  'GET /category/sub',
  'GET /category/all',
  'GET /category/all_with_parent',
  'GET /brands_follow',
  'POST /account/creator/filter',
  'GET /account/creator/filter',
  'GET /account/creator/filter/count',
  'GET /account/creator/filter/price-range',
  'GET /account/creator/count',
  'GET /account/creator/search',
  'POST /project/create_cart',
  'POST /project/get_creators_cart',
  'POST /project/insert_creators_cart',
  'POST /google-storage',
  'GET /account/creator_agent',
  'GET /account/creator/by_creator_agent_id',
  'POST /account/creator/creator_agent_id',
  'POST /project',
  'PUT /project',
  'POST /project/save',
  'GET /project/details',
  'POST /project/project_options/add',
  'POST /project/project_options/remove',
  'POST /project/insert_creators',
  'POST /project/remove_creators',
  'GET /account/user/projects',
  'GET /project/export',
  'GET /project/export/xls',
  // SPEC spells it with a trailing slash; the server answers both spellings.
  'GET /project/export/creators',
  'GET /project/contract/list',
  'GET /creator/contracts',
  'POST /project/contract/:id/acceptance',
  'POST /project/contract/:id/rejection',
  'GET /project/contract/chat/:id/list',
  'POST /project/contract/chat/:chat_id',
  'GET /project/contract/:id',
  'POST /proposals/create',
  'POST /proposals',
  'POST /payment',
  'POST /creator/contracts/delivery',
];

// Routes SPEC section 7 does not list, which the product needs: unlinking an agent, the agent's
// own link token and its rotation, the account of a creator an agent acts for, reactivation and
// the e-mail taken from the verified token; the project types and options (reference data) and
// a project's status moves; a creator's counter-offer and a brand's cancellation of a contract,
// the chat's live stream and read mark, and the notifications (list, the bell's counts, marking
// read), which e-mails arrive, the signed-out unsubscribe and the demo's mailbox; the security history and the download of one's own data (LGPD).
const ADDED_ROUTES = [
  'GET /health/ready',
  'POST /project/contract/:id/counter',
  'POST /project/contract/:id/cancellation',
  'GET /project/contract/chat/:chat_id/stream',
  'POST /project/contract/chat/:chat_id/read',
  'GET /notifications',
  'GET /notifications/summary',
  'POST /notifications/read',
  'GET /account/user/email-preferences',
  'PUT /account/user/email-preferences',
  'GET /email/unsubscribe',
  'POST /email/unsubscribe',
  'GET /demo/emails',
  'GET /project/types',
  'GET /project/project_options',
  'POST /project/status',
  'POST /account/creator/creator_agent_id/remove',
  'GET /account/creator_agent/token',
  'POST /account/creator_agent/token',
  'GET /account/creator/account',
  'POST /account/user/reactivate',
  'POST /account/user/email',
  'GET /payment/quote',
  'GET /payment/:id',
  'GET /payment/:id/receipt',
  'GET /payments',
  'GET /payments/export',
  'POST /payment/webhook',
  'POST /project/contract/:id/files',
  'GET /project/contract/:id/files/:file_id',
  'GET /project/contract/:id/deliveries',
  'POST /project/contract/:id/approval',
  'POST /project/contract/:id/changes',
  'GET /earnings',
  'POST /payouts',
  // The security history and the download of one's own data (issue 15).
  'GET /account/audit_log',
  'GET /account/privacy/export',
  'DELETE /account/user',
  // An upload whose purpose is in the path, so its limit is known before the body is read (issue 38).
  'POST /google-storage/:purpose',
  // The API Pix PSP's callback (issue 41): the Central Bank's standard appends /pix to the registered URL.
  'POST /payment/api-pix/:token/pix',
  // Pagar.me's webhook (issue 42): its own route, as its events are signed with its own scheme.
  'POST /payment/pagarme/webhook',
];

describe('ROUTES', () => {
  it("holds exactly the spec's routes, spelling included, and the ones added beside them", () => {
    expect(routes.map(([, route]) => `${route.method} ${route.path}`).sort()).toEqual([...SPEC_ROUTES, ...ADDED_ROUTES].sort());
  });

  it('starts every path with a slash, relative to /api, without a trailing slash', () => {
    for (const [name, route] of routes) {
      expect(route.path, name).toMatch(/^\/[^\s]*[^/]$|^\/$/);
      expect(route.path, name).not.toMatch(/^\/api\//);
    }
  });

  it('has one route per method and path', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never gives a GET a body', () => {
    for (const [name, route] of routes) if (route.method === 'GET') expect(route.body, name).toBeUndefined();
  });

  it("leaves public only health, reference data, search, public profiles, the payment provider's webhook and the e-mail's unsubscribe link", () => {
    const open = routes.filter(([, route]) => route.auth !== 'required').map(([name]) => name);
    expect(open.sort()).toEqual(
      [
        'getHealth',
        'getReadiness',
        'listBadges',
        'listCategories',
        'listSubCategories',
        'listAllCategories',
        'listCategoriesWithChildren',
        'listBrandsFollowed',
        'filterCreators',
        'filterCreatorsByQuery',
        'countFilteredCreators',
        'getFilteredPriceRange',
        'countCreators',
        'searchCreatorsTypeahead',
        'getCreatorBySlug',
        'getCreatorDetails',
        'listProjectTypes',
        'listProjectOptions',
        // Signed by the provider instead (HMAC over the body): no person calls it.
        'paymentWebhook',
        // A secret in its URL instead, and every payment read back from the PSP: a bank's server calls it.
        'apiPixCallback',
        // Signed by Pagar.me instead (HMAC-SHA1 over the body with the account's secret key), and every object read back.
        'pagarmeWebhook',
        // Signed by the server instead (the link names one person and one kind): a mail client calls it signed out.
        'readUnsubscribe',
        'unsubscribe',
      ].sort(),
    );
  });

  it('names in requiredFieldCodes only fields its body has', () => {
    for (const [name, route] of routes) {
      for (const field of Object.keys(route.requiredFieldCodes ?? {})) {
        const inputs = [route.body, route.query].flatMap((schema) => (schema === undefined ? [] : [toJsonSchema(schema, 'input').properties]));
        expect(inputs.some((properties) => properties !== undefined && Object.hasOwn(properties, field)), `${name}: ${field}`).toBe(true);
      }
    }
  });
});

// The calls other parties make with payloads of their own (the PSP's Pix callbacks, Pagar.me's
// webhooks): a field they add is let be, never a 400 they would retry for days.
const OTHER_PARTIES_PAYLOADS: ReadonlySet<RouteName> = new Set<RouteName>(['apiPixCallback', 'pagarmeWebhook']);

describe('every route', () => {
  it('accepts a valid request', () => {
    for (const [name, route] of routes) {
      const result = validateRequest(route, VALID_REQUESTS[name] ?? {});
      expect(result.success ? 'ok' : result.error, name).toBe('ok');
    }
  });

  it('has an example request when it takes input', () => {
    for (const [name, route] of routes) {
      const takesInput = route.body !== undefined || route.query !== undefined || route.params !== undefined;
      expect(VALID_REQUESTS[name] !== undefined, name).toBe(takesInput);
    }
  });

  it('refuses an unknown field in its body or query string with 400 and that field named', () => {
    for (const [name, route] of routes) {
      const request = VALID_REQUESTS[name] ?? {};
      if ((route.body === undefined && route.query === undefined) || OTHER_PARTIES_PAYLOADS.has(name)) continue;
      const withExtra =
        route.body === undefined
          ? { ...request, query: { ...asRecord(request.query), hack: '1' } }
          : { ...request, body: { ...asRecord(request.body), hack: '1' } };
      const result = validateRequest(route, withExtra);
      expect(result.success ? undefined : { status: result.status, fields: result.error.error.fields }, name).toEqual({
        status: 400,
        fields: { hack: UNKNOWN_FIELD_MESSAGE },
      });
    }
  });

  it("lets be a field another party adds to its payload, and still reads the fields Publi needs", () => {
    for (const name of OTHER_PARTIES_PAYLOADS) {
      const route = routes.find(([candidate]) => candidate === name)?.[1];
      const request = VALID_REQUESTS[name] ?? {};
      expect(route === undefined ? 'missing' : validateRequest(route, { ...request, body: { ...asRecord(request.body), attempts: '1/5' } }).success, name).toBe(true);
      expect(route === undefined ? 'missing' : validateRequest(route, { ...request, body: {} }).success, name).toBe(false);
    }
  });

  it('refuses a body that is not an object', () => {
    for (const [name, route] of routes) {
      if (route.body === undefined) continue;
      expect(validateRequest(route, { ...VALID_REQUESTS[name], body: 'texto' }).success, name).toBe(false);
    }
  });

  it('reads a valid answer in its { data } envelope', () => {
    for (const [name, route] of routes) {
      if (route.download !== undefined) continue;
      const reading = readSuccessBody(route.response, { data: VALID_ANSWERS[name] });
      expect(reading.success ? 'ok' : reading.error, name).toBe('ok');
    }
  });
});
