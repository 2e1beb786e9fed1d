import { API_ERRORS, apiError, type ApiErrorCode } from '@publi/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { AppError } from '../errors/app-error.js';

// Fastify's own request errors, by their codes, to ours. Anything else with a 4xx status is a
// malformed request; everything else is our fault and is answered without its details.
const FASTIFY_CODES: Readonly<Record<string, ApiErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'REQUEST.MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'REQUEST.MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST.TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'REQUEST.INVALID',
  FST_REQ_FILE_TOO_LARGE: 'UPLOAD.TOO_LARGE',
  FST_FILES_LIMIT: 'REQUEST.INVALID',
  FST_PARTS_LIMIT: 'REQUEST.INVALID',
  FST_FIELDS_LIMIT: 'REQUEST.INVALID',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
};

function toAppError(error: FastifyError | AppError | Error): { appError: AppError; unexpected: boolean | 'outage' } {
  if (error instanceof AppError) return { appError: error, unexpected: false };
  // The database restarting or out of reach: the caller may try again, and nothing was half-written
  // (every write is one transaction). Checked before the status, as a driver error carries none.
  if (isDatabaseUnavailable(error)) return { appError: new AppError('SERVICE_UNAVAILABLE'), unexpected: 'outage' };
  const code = 'code' in error && typeof error.code === 'string' ? FASTIFY_CODES[error.code] : undefined;
  if (code) return { appError: new AppError(code), unexpected: false };
  if (error instanceof SyntaxError) return { appError: new AppError('REQUEST.MALFORMED_JSON'), unexpected: false };
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return { appError: new AppError('REQUEST.INVALID'), unexpected: false };
  return { appError: new AppError('INTERNAL'), unexpected: true };
}

/** The driver's code of an outage, for the log line: never its message, which may hold the connection string. */
function codeOf(error: Error): string | undefined {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; current = Reflect.get(current, 'cause'), depth += 1) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Answers a request no route matched (the web app's pages), or `undefined` to leave it to the API's 404. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

/**
 * One place that turns every failure into the contract's error body and status. No answer
 * ever carries a stack, a SQL text or a driver message; unexpected errors are logged in full.
 */
export function installErrorHandling(app: FastifyInstance, notFoundFallback?: NotFoundFallback): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { appError, unexpected } = toAppError(error);
    if (unexpected === 'outage') request.log.warn({ code: codeOf(error) }, 'the database is unavailable');
    else if (unexpected) request.log.error({ err: error }, 'unexpected error');
    // Refused while its body is still coming (an upload past its limit, a caller refused before
    // the file was read): the connection closes after the answer, as Fastify's own body limit
    // does, so the rest is never read and the client stops sending.
    if (!request.raw.complete) void reply.header('connection', 'close');
    return reply.code(API_ERRORS[appError.code].status).send(apiError(appError.code, appError.fields, appError.detail));
  });
  app.setNotFoundHandler(
    (request, reply) =>
      notFoundFallback?.(request, reply) ?? reply.code(API_ERRORS['ROUTE.NOT_FOUND'].status).send(apiError('ROUTE.NOT_FOUND')),
  );
}

/**
 * Fastify's answer to a path it cannot decode (`/%E0`), before any route or the not-found
 * handler runs. A page path still gets the web app, which shows its not-found page; anything
 * else gets the contract's 400 body instead of Fastify's English one.
 */
export function badUrlHandler(notFoundFallback?: NotFoundFallback): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (_error, request, reply) => {
    if (notFoundFallback?.(request, reply) !== undefined) return;
    void reply.code(API_ERRORS['REQUEST.INVALID'].status).send(apiError('REQUEST.INVALID'));
  };
}
