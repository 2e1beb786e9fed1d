import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import { ApplicationError } from '@publi/application';
import type { HttpMethod } from '@publi/contract';
import type { z } from 'zod';
import { readApiResponse } from './read-api-response.js';

/** What one call sends, in wire names. */
export interface ApiCall {
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, unknown>>;
  /** Values of the path's `:name` parameters. */
  readonly params?: Readonly<Record<string, string | number>>;
  /** Hears how much of the body has been sent, in whole percent (browsers report it; Node's adapter too). */
  readonly onUploadProgress?: (percent: number) => void;
}

/** What a call needs of a route in `ROUTES`. */
export interface ApiRoute<Schema extends z.ZodType> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly response: Schema;
}

/**
 * Calls `route` and reads its answer with {@link readApiResponse}. No answer at all (server
 * down, no network, CORS refusal) is `NETWORK.UNREACHABLE`.
 */
export async function requestApi<Schema extends z.ZodType>(client: AxiosInstance, route: ApiRoute<Schema>, call: ApiCall = {}): Promise<z.output<Schema>> {
  let response;
  try {
    response = await client.request<unknown>({
      method: route.method,
      url: withParams(route.path, call.params),
      data: call.body,
      params: call.query,
      // axios labels a body-less POST as a form; the server refuses that type, so say none.
      ...(call.body === undefined ? { headers: { 'Content-Type': false } } : {}),
      ...(call.onUploadProgress === undefined ? {} : { onUploadProgress: uploadPercent(call.onUploadProgress) }),
    });
  } catch {
    throw new ApplicationError('NETWORK.UNREACHABLE');
  }
  return readApiResponse(route.response, response);
}

/** `path` with its `:name` parameters filled in (encoded); a parameter without a value is a bug. */
export function withParams(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** axios' progress events as whole percents, never past 100 (a total it cannot know reads as 0). */
function uploadPercent(report: (percent: number) => void): (event: AxiosProgressEvent) => void {
  return (event) => {
    const total = event.total ?? 0;
    report(total > 0 ? Math.min(100, Math.floor((event.loaded / total) * 100)) : 0);
  };
}
