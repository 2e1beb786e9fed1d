import type { z } from 'zod';
import type { RouteContract } from '../route-contract.js';
import { ptBrFallback } from './pt-br-fallback.js';
import { unstorableCharacterIssues } from './unstorable-characters.js';
import { requestError, type RequestError } from './request-error.js';
import { withoutEmptyQueryValues } from '../schemas/query-value.schema.js';

/** The request parts as the server's framework hands them over, before validation. */
export interface RawRequest {
  readonly body?: unknown;
  readonly query?: unknown;
  readonly params?: unknown;
}

type PartOf<S extends z.ZodType> = [S] extends [z.ZodNever] ? undefined : z.output<S>;

/** The parsed parts of a valid request; a part the route does not declare is `undefined`. */
export interface ValidRequest<Body extends z.ZodType, Query extends z.ZodType, Params extends z.ZodType> {
  readonly body: PartOf<Body>;
  readonly query: PartOf<Query>;
  readonly params: PartOf<Params>;
}

/** Either the parsed request or the error answer to send back. */
export type RequestValidation<Body extends z.ZodType, Query extends z.ZodType, Params extends z.ZodType> =
  | { readonly success: true; readonly data: ValidRequest<Body, Query, Params> }
  | ({ readonly success: false } & RequestError);

function parsePart(schema: z.ZodType | undefined, input: unknown, issues: z.core.$ZodIssue[]): unknown {
  if (schema === undefined) return undefined;
  // Per parse, never set globally: other code using zod in the same process is not affected.
  const result = schema.safeParse(input, { error: ptBrFallback });
  if (!result.success) {
    issues.push(...result.error.issues);
    return undefined;
  }
  // Checked once here, on what the schema kept, rather than in each of the contract's text fields.
  const unstorable = unstorableCharacterIssues(result.data);
  issues.push(...unstorable);
  return unstorable.length === 0 ? result.data : undefined;
}

/**
 * Validates a request's body, query and path parameters against its route, in one go so
 * that every invalid field is reported at once. Field paths are relative to their part
 * (`params.min_engagement` in a body, `min_engagement` in a query string).
 *
 * @returns the parsed parts (trimmed, coerced, defaults filled in), or the status and
 *   error body to answer with: `REQUEST.INVALID` (400) with `fields`, or the route's own
 *   code for a missing required field (see `RouteContract.requiredFieldCodes`).
 */
export function validateRequest<Body extends z.ZodType, Query extends z.ZodType, Params extends z.ZodType>(
  route: RouteContract<Body, Query, Params>,
  request: RawRequest,
): RequestValidation<Body, Query, Params> {
  const issues: z.core.$ZodIssue[] = [];
  const body = parsePart(route.body, request.body, issues);
  // An empty query parameter means "no filter" on every route (`?name=&status=`, SPEC.md's form).
  const query = parsePart(route.query, withoutEmptyQueryValues(request.query), issues);
  const params = parsePart(route.params, request.params, issues);
  if (issues.length > 0) {
    return { success: false, ...requestError(issues, route.requiredFieldCodes) };
  }
  // Each part was parsed by the very schema its type is inferred from.
  const data = { body, query, params } as ValidRequest<Body, Query, Params>;
  return { success: true, data };
}
