import type { z } from 'zod';
import type { ApiErrorCode } from './errors/api-errors.js';
import type { RateLimitClass } from './rate-limit-classes.js';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: `required` answers 401 without a valid token, `optional` reads the
 * token when there is one (public data, more for its owner), `none` never reads it.
 */
export type RouteAuth = 'required' | 'optional' | 'none';

/**
 * One route of the API: everything the server needs to validate a call and the client
 * needs to check an answer. `path` is relative to `/api` and uses `:name` for path parameters.
 * Success answers are `{ data: <response> }`; failures are the {@link ErrorBody}.
 */
export interface RouteContract<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Auth extends RouteAuth = RouteAuth,
> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Kept as its literal (`'required'`...), so a server handler knows whether the caller is always known. */
  readonly auth: Auth;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** OpenAPI tag, such as `Users` or `Cart`. */
  readonly tag: string;
  readonly body?: Body;
  readonly query?: Query;
  readonly params?: Params;
  /** The schema of `data` in a success answer. */
  readonly response: Response;
  /** Status of a success answer; 200 unless stated. */
  readonly successStatus?: 200 | 201;
  /**
   * A second success status the route may answer with, such as `create_cart`'s 200 when the
   * cart already existed (its `successStatus` being 201 for a new one). Same `data` schema.
   */
  readonly alternateSuccessStatus?: 200 | 201;
  /**
   * Errors this route may answer with besides the ones every route of its kind may
   * (see `routeErrorCodes`), by stable code, for the OpenAPI document and the server's tests.
   */
  readonly errors?: readonly ApiErrorCode[];
  /**
   * Fields whose absence has an error code of its own instead of `REQUEST.INVALID`, such as
   * `{ user_id: 'CART.USER_ID_REQUIRED' }` (SPEC section 8: "user_id required"). Keyed by the
   * field's dot path in the body, query or path parameters.
   */
  readonly requiredFieldCodes?: Readonly<Partial<Record<string, ApiErrorCode>>>;
  /** `multipart` for uploads; JSON otherwise. */
  readonly contentType?: 'json' | 'multipart';
  /**
   * Set when a success answer is a file to download (an export), not `{ data }`: its possible
   * media types. `response` then describes nothing the client reads (`z.never()`).
   */
  readonly download?: { readonly mediaTypes: readonly string[] };
  /**
   * The error answered instead of `AUTH.TOKEN_MISSING` when a `required` route is called
   * without a token, such as `PROJECT.ID_AND_TOKEN_REQUIRED` (SPEC section 5: a project is
   * looked up with both its id and the token).
   */
  readonly missingTokenCode?: ApiErrorCode;
  /**
   * Set when a success answer is a stream of server-sent events (`text/event-stream`), each
   * event's `data` one `response` in JSON and its `id` the value to resume after. The client
   * reads it with `fetch`, so the token travels in the Authorization header as on every route.
   * The server checks the caller's right again before each event and at each heartbeat; once it
   * is gone the stream's last event is `event: end` with an `eventStreamEndSchema` data.
   */
  readonly eventStream?: true;
  /**
   * The budget the route's calls count against when it is not the one its method implies
   * (`rateLimitClassOf`), or `none` for a route never limited. A limited route may answer
   * `RATE_LIMITED`.
   */
  readonly rateLimit?: RateLimitClass | 'none';
  /**
   * Set on the routes that move or route money (bank data and Pix key, paying, payouts): the
   * caller must have signed in within the server's window (`RECENT_SIGN_IN_MINUTES`), or the
   * answer is `AUTH.RECENT_SIGN_IN_REQUIRED` and the client asks for the password again.
   * Only on `required` routes.
   */
  readonly recentSignIn?: true;
  /**
   * Set on the routes that move money or hand out what routes it (paying, payouts, bank data,
   * one's own data, deleting the account): the server asks the identity provider on every call
   * whether the session was revoked or the account disabled, instead of trusting the token for
   * the rest of its hour. The answer is then `AUTH.SESSION_REVOKED` or `AUTH.ACCOUNT_DISABLED`.
   * Every `recentSignIn` route has it. Only on `required` routes.
   */
  readonly checkRevoked?: true;
}

/** Declares a route, keeping its schema types for the server's handlers and the client's adapters. */
export function defineRoute<
  Body extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Params extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
  Auth extends RouteAuth = RouteAuth,
>(route: RouteContract<Body, Query, Params, Response, Auth>): RouteContract<Body, Query, Params, Response, Auth> {
  return route;
}
