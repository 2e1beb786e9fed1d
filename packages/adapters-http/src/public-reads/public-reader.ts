import type { PublicReadName, ROUTES } from '@publi/contract';
import type { z } from 'zod';

/** The `data` a public read answers, typed by its route's schema (a type only: no schema loads). */
export type PublicReadData<Name extends PublicReadName> = z.output<(typeof ROUTES)[Name]['response']>;

/** What one public read sends, in wire names. */
export interface PublicReadCall {
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

/**
 * Calls one of the reads a first visit makes (`PUBLIC_READ_ADDRESSES`) and hands back its `data`,
 * or throws the `ApplicationError` of the answer, as `requestApi` does for the other routes.
 */
export type PublicReader = <Name extends PublicReadName>(name: Name, call?: PublicReadCall) => Promise<PublicReadData<Name>>;
