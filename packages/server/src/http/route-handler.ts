import type { RouteContract } from '@publi/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { VerifiedIdentity } from '../auth/token-verifier.port.js';

/** What a handler receives: the validated request parts and the caller, if any. */
export interface RouteInput<Route extends RouteContract> {
  readonly body: Route extends RouteContract<infer Body> ? z.output<Body> : never;
  readonly query: Route extends RouteContract<z.ZodType, infer Query> ? z.output<Query> : never;
  readonly params: Route extends RouteContract<z.ZodType, z.ZodType, infer Params> ? z.output<Params> : never;
  /** The verified caller: always set on `required` routes, null when an `optional` route is called anonymously. */
  readonly identity: Route['auth'] extends 'required' ? VerifiedIdentity : VerifiedIdentity | null;
  readonly request: FastifyRequest;
  /** Picks the contract's `alternateSuccessStatus` (create_cart's 200 for a cart that existed). */
  readonly setStatus: (status: SuccessStatus) => void;
}

/** The statuses a success answer may have. */
export type SuccessStatus = 200 | 201;

/** A handler answers the contract's `data`; the route layer wraps and checks it. */
export type RouteHandler<Route extends RouteContract> = (
  input: RouteInput<Route>,
) => Promise<Route extends RouteContract<z.ZodType, z.ZodType, z.ZodType, infer Response> ? z.input<Response> : never>;
