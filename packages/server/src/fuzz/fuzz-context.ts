import type { RouteName } from '@publi/contract';
import type { Database } from '../db/database.js';
import type { FieldHints } from './schema-arbitraries.types.js';

/** What the fuzz reads of an injected answer (a `LightMyRequestResponse` has it). */
export interface FuzzTargetAnswer {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly body: string;
}

/**
 * The part of a `TestApp` the fuzz uses, by shape: the fuzz's own files stay out of the test
 * harness's imports (only specs and `test-support/` may reach it), and a `TestApp` fits as it is.
 */
export interface FuzzTarget {
  call(call: {
    readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    readonly path: string;
    readonly as?: { readonly idToken: string };
    readonly body?: unknown;
    readonly headers?: Readonly<Record<string, string>>;
  }): Promise<FuzzTargetAnswer>;
  readonly db: Database;
  /** The payment sandbox, whose webhook calls land a moment after a payment: awaited before a snapshot. */
  readonly sandbox: { idle(): Promise<void> };
  readonly uploadsDir: string;
  readonly privateFilesDir: string;
}

/** Who calls in the fuzz's world: the brand, the creator, the creator's linked agent, a deactivated account. */
export type CallerName = 'brand' | 'creator' | 'agent' | 'deactivated';

/** A signed-up account of the world, with the values its valid-looking requests draw from. */
export interface FuzzCaller {
  readonly name: CallerName;
  readonly idToken: string;
  readonly hints: FieldHints;
}

/** Real files for the upload routes, made by the test harness's sample builder. */
export interface UploadSamples {
  /** One small real file of each type the server knows (PNG, JPEG, WebP, PDF, MP4). */
  readonly accepted: readonly Uint8Array[];
  /** A real PNG one byte over the profile photo limit (5 MB), met while the form streams in. */
  readonly oversized: Uint8Array;
}

/** Everything a fuzz spec needs: the app, its world's callers, and what the special routes take. */
export interface FuzzContext {
  readonly target: FuzzTarget;
  readonly callers: Readonly<Record<CallerName, FuzzCaller>>;
  /** Hints for an anonymous caller: the world's ids without an own account. */
  readonly anonymousHints: FieldHints;
  /** The app listening on a real port (`…/api`), for the event stream. */
  readonly baseUrl: string;
  /** The secret the sandbox signs its webhook calls with, so the fuzz can sign bodies the server accepts. */
  readonly webhookSecret: string;
  readonly samples: UploadSamples;
  /** Puts back what a route's successful calls may have undone (a deactivated caller, an unlinked agent). */
  afterRoute(name: RouteName): Promise<void>;
  close(): Promise<void>;
}
