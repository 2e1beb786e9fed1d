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

/** A file a download route answers (an export), sent as it is instead of `{ data }`. */
export interface DownloadFile {
  readonly mediaType: string;
  /** The whole `Content-Disposition` header: `attachment` with the file's name. */
  readonly contentDisposition: string;
  /** The whole file, or a stream of it (a delivered video is never read into memory). */
  readonly body: Buffer | NodeJS.ReadableStream;
}

/** Whether a handler's answer is a {@link DownloadFile}. */
export function isDownloadFile(answer: unknown): answer is DownloadFile {
  if (typeof answer !== 'object' || answer === null || !('body' in answer) || !('mediaType' in answer)) return false;
  const body: unknown = answer.body;
  return Buffer.isBuffer(body) || (typeof body === 'object' && body !== null && 'pipe' in body && typeof body.pipe === 'function');
}

/**
 * A handler answers the contract's `data`, which the route layer wraps and checks, or, on a
 * route whose answer is a file (its response schema `z.never()`), a {@link DownloadFile}.
 */
export type RouteHandler<Route extends RouteContract> = (
  input: RouteInput<Route>,
) => Promise<
  Route extends RouteContract<z.ZodType, z.ZodType, z.ZodType, infer Response>
    ? [Response] extends [z.ZodNever]
      ? DownloadFile
      : z.input<Response>
    : never
>;
