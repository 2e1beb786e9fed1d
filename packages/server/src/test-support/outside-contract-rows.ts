import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ContractCast } from './contract-cast.builder.js';
import type { TestIdentity } from './test-app.js';

/**
 * The callers of the outside-contract rows, in the order of each row's statuses: nobody, the
 * contract's brand and creator (Ana, with her linked agent), and outsiders of each kind.
 */
export const CALLERS = ['anonymous', 'brand', 'creator', 'linkedAgent', 'otherBrand', 'otherCreator', 'unlinkedAgent'] as const;

/** One of {@link CALLERS}. */
export type Caller = (typeof CALLERS)[number];

/** A request to the whole app (not only `/api`), as `app.inject` takes it. */
export interface OutsideRequest {
  readonly method: 'GET' | 'HEAD' | 'POST';
  readonly url: string;
  readonly payload?: Record<string, unknown>;
}

/** One row: what is asked (built once the fixtures exist) and the status of each caller, in the order of {@link CALLERS}. */
export interface OutsideRow {
  readonly ask: string;
  readonly request: () => OutsideRequest;
  readonly expected: readonly [number, number, number, number, number, number, number];
}

/** The cast member calling as `caller`, or null for nobody. */
export function identityOf(cast: ContractCast, caller: Caller): TestIdentity | null {
  switch (caller) {
    case 'anonymous':
      return null;
    case 'brand':
      return cast.brand.identity;
    case 'creator':
      return cast.ana.identity;
    case 'linkedAgent':
      return cast.agent.identity;
    case 'otherBrand':
      return cast.otherBrand.identity;
    case 'otherCreator':
      return cast.bia.identity;
    case 'unlinkedAgent':
      return cast.otherAgent.identity;
  }
}

/** `request` sent with `identity`'s ID token, as the web app sends it on every request it makes. */
export function injectAs(app: FastifyInstance, identity: TestIdentity | null, request: OutsideRequest): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: identity ? { authorization: `Bearer ${identity.idToken}` } : {},
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** Every caller's answer to `request`, one after the other (a row such as "simular pagamento" changes what it acts on). */
export async function answersOf(app: FastifyInstance, cast: ContractCast, request: OutsideRequest): Promise<Record<Caller, LightMyRequestResponse>> {
  const answers: Partial<Record<Caller, LightMyRequestResponse>> = {};
  for (const caller of CALLERS) answers[caller] = await injectAs(app, identityOf(cast, caller), request);
  return answers as Record<Caller, LightMyRequestResponse>;
}

/** A row's expected statuses keyed by caller, to compare with {@link statusesOf} (a failure names the caller). */
export function expectedOf(row: OutsideRow): Record<Caller, number> {
  return Object.fromEntries(CALLERS.map((caller, index) => [caller, row.expected[index]])) as Record<Caller, number>;
}

/** The status of each answer, keyed by caller. */
export function statusesOf(answers: Record<Caller, LightMyRequestResponse>): Record<Caller, number> {
  return Object.fromEntries(CALLERS.map((caller) => [caller, answers[caller].statusCode])) as Record<Caller, number>;
}

/** What a refused read shows: its status, type and body (no date or length that could differ by chance). */
export function visibleOf(response: LightMyRequestResponse): { status: number; type: string | undefined; body: string } {
  const type = response.headers['content-type'];
  return { status: response.statusCode, type: typeof type === 'string' ? type : undefined, body: response.body };
}
