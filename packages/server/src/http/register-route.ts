import { rateLimitClassOf, validateRequest, type ApiErrorCode, type RateLimitClass, type RouteContract } from '@publi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { TokenVerifierPort } from '../auth/token-verifier.port.js';
import { AppError } from '../errors/app-error.js';
import { requireRecentSignIn, type RecentSignInPolicy } from './recent-sign-in.js';
import { sendCacheable } from './cacheable-answer.js';
import { finishedAnswers } from './finished-answers.js';
import { isDownloadFile, type RouteHandler, type RouteInput, type SuccessStatus } from './route-handler.js';

/**
 * Binds a contract route to its handler: authenticates as the contract says, validates the
 * body, query and path with the contract's `validateRequest` (pt-BR messages per field),
 * and checks the answer against the response schema before sending `{ data }` (a GET answer
 * the handler hands back again, from a cache, was checked when first sent). A handler
 * never sees unvalidated input, and a handler bug that would break the contract is a logged
 * 500, not a malformed answer.
 */
export function registerRoute<Route extends RouteContract>(
  app: FastifyInstance,
  verifier: TokenVerifierPort,
  route: Route,
  handler: RouteHandler<Route>,
  recentSignIn?: RecentSignInPolicy,
): void {
  if (route.recentSignIn === true && recentSignIn === undefined) throw new Error(`${route.path} asks for a recent sign-in: register it with a policy`);
  // A multipart body is a stream the handler reads itself (uploads); its schema documents
  // the form's fields, and the handler checks them as it reads.
  const validated: RouteContract = route.contentType === 'multipart' ? { ...route, body: undefined } : route;
  const allowedStatuses = new Set([route.successStatus ?? 200, route.alternateSuccessStatus ?? route.successStatus ?? 200]);
  const finished = finishedAnswers((answer) => route.response.parse(answer));

  app.route({
    method: route.method,
    url: route.path,
    config: rateLimitConfig(route),
    handler: async (request, reply) => {
      let status = route.successStatus ?? 200;
      const setStatus = (chosen: SuccessStatus) => {
        if (!allowedStatuses.has(chosen)) throw new Error(`${route.path} may not answer ${chosen}`);
        status = chosen;
      };
      const input = await readRouteInput(verifier, validated, request, setStatus, recentSignIn);
      const answer: unknown = await handler(input);
      if (route.download !== undefined) return sendDownload(reply, route.download.mediaTypes, answer);
      if (route.method === 'GET') return sendCacheable(request, reply, route.auth, status, finished(answer));
      return reply.code(status).send({ data: route.response.parse(answer) });
    },
  });
}

/**
 * Authenticates the caller as `route` says and validates the body, query and path with the
 * contract's `validateRequest`: the handler's input, or the AppError to answer with.
 */
export async function readRouteInput(
  verifier: TokenVerifierPort,
  route: RouteContract,
  request: FastifyRequest,
  setStatus: (status: SuccessStatus) => void,
  recentSignIn?: RecentSignInPolicy,
): Promise<RouteInput<RouteContract>> {
  const identity = route.auth === 'none' ? null : await authenticate(request, verifier, { ...route, auth: route.auth });
  const validation = validateRequest(route, request);
  if (!validation.success) {
    const { code, fields } = validation.error.error;
    throw new AppError(code as ApiErrorCode, fields);
  }
  // After validation, so a form's mistakes show before the password is asked for; before the handler, so nothing is written.
  if (recentSignIn) requireRecentSignIn(route, identity, recentSignIn);
  return { ...validation.data, identity, request, setStatus };
}

// A download route's handler answers a file; one of the contract's media types, or it is a bug.
function sendDownload(reply: FastifyReply, mediaTypes: readonly string[], answer: unknown): FastifyReply {
  if (!isDownloadFile(answer) || !mediaTypes.includes(answer.mediaType)) throw new Error('a download route answered something other than its file');
  return reply
    .code(200)
    .header('content-type', answer.mediaType)
    .header('content-disposition', answer.contentDisposition)
    .header('cache-control', 'private, no-store')
    .send(answer.body);
}

/** The route's options that name its rate-limit budget, if it has one (`installRateLimits`). */
export function rateLimitConfig(route: RouteContract): { rateLimit?: RateLimitClass } {
  const budget = rateLimitClassOf(route);
  return budget === undefined ? {} : { rateLimit: budget };
}

/** Registers routes with the verifier bound, so route files only name the route and its handler. */
export type RouteRegistrar = <Route extends RouteContract>(route: Route, handler: RouteHandler<Route>) => void;

/** Makes a {@link RouteRegistrar} for one Fastify scope. */
export function routeRegistrar(app: FastifyInstance, verifier: TokenVerifierPort, recentSignIn: RecentSignInPolicy): RouteRegistrar {
  return (route, handler) => {
    registerRoute(app, verifier, route, handler, recentSignIn);
  };
}
