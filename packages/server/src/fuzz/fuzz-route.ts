import fc from 'fast-check';
import { ROUTES, type RouteContract, type RouteName } from '@publi/contract';
import { answerProblems } from './answer-problems.js';
import type { CallerName, FuzzCaller, FuzzContext } from './fuzz-context.js';
import { fuzzRequest, type FuzzRequest } from './fuzz-request.js';
import { ANONYMOUS_RUNS, FUZZ_REPLAY, FUZZ_RUNS } from './fuzz-settings.js';
import { tablesWrittenOnPurpose } from './intended-writes.js';
import { jsonRequests } from './json-requests.js';
import { multipartRequests } from './multipart-requests.js';
import { routeHints } from './field-hints.js';
import type { FieldHints } from './schema-arbitraries.types.js';
import { sendInjected, sendToStream, type FuzzAnswer } from './send-request.js';
import { snapshotChanges, snapshotFolder, snapshotTables, tablesOf, type Snapshot } from './table-snapshot.js';
import { webhookRequests } from './webhook-requests.js';

/** A signed-in fuzz calls as the world's accounts; an anonymous one with no token or a junk one. */
export type FuzzMode = 'signed-in' | 'anonymous';

// What an anonymous caller may send in `authorization`: nothing, or something no verifier accepts.
const JUNK_AUTHORIZATION: readonly Readonly<Record<string, string>>[] = [
  {},
  {},
  { authorization: '' },
  { authorization: 'Bearer' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
  { authorization: 'Basic YW5hOnNlbmhh' },
  { authorization: 'Bearer a.b.c' },
  { authorization: `Bearer ${'a'.repeat(8_000)}` },
];

/** The world's callers a route is for, by the roles its errors name (a deactivated account always among them, less often). */
function callersFor(route: RouteContract, context: FuzzContext): readonly FuzzCaller[] {
  const { brand, creator, agent, deactivated } = context.callers;
  const errors = route.errors ?? [];
  if (errors.includes('BRAND.ONLY')) return [brand, deactivated];
  if (errors.includes('AGENT.ONLY')) return [agent, deactivated];
  if (errors.includes('CREATOR.ONLY')) return [creator, agent, deactivated];
  return [brand, creator, agent, deactivated];
}

/** How a route's requests are built: multipart forms, signed webhook bodies, or JSON (the event stream without bodies). */
function requestsFor(route: RouteContract, callerHints: FieldHints, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const hints = routeHints(route.path, callerHints);
  if (route === ROUTES.paymentWebhook) return webhookRequests(route, hints, context.webhookSecret);
  if (route.contentType === 'multipart') return multipartRequests(route, hints, context.samples);
  return jsonRequests(route, hints, { rawBodies: route.eventStream !== true });
}

/** One run's caller and request (the token is looked up by the caller's name, to keep it out of failure messages). */
interface Draw {
  readonly caller: CallerName | 'anonymous';
  readonly request: FuzzRequest;
}

function drawsFor(route: RouteContract, mode: FuzzMode, context: FuzzContext): fc.Arbitrary<Draw> {
  if (mode === 'anonymous') {
    return fc
      .tuple(requestsFor(route, context.anonymousHints, context), fc.constantFrom(...JUNK_AUTHORIZATION))
      .map(([request, headers]): Draw => ({ caller: 'anonymous', request: fuzzRequest({ ...request, headers: { ...request.headers, ...headers } }) }));
  }
  return fc.oneof(
    ...callersFor(route, context).map((caller) => ({
      weight: caller.name === 'deactivated' ? 1 : 3,
      arbitrary: requestsFor(route, caller.hints, context).map((request): Draw => ({ caller: caller.name, request })),
    })),
  );
}

async function snapshotOf(context: FuzzContext, tables: readonly string[]): Promise<Snapshot> {
  // The sandbox's webhook calls land a moment after a payment: let them, so they are not taken for the refused write's.
  await context.target.sandbox.idle();
  const [rows, uploads, delivered] = await Promise.all([
    snapshotTables(context.target.db, tables),
    snapshotFolder(context.target.uploadsDir),
    snapshotFolder(context.target.privateFilesDir),
  ]);
  return { ...rows, 'files: uploads': uploads, 'files: deliveries': delivered };
}

function send(context: FuzzContext, route: RouteContract, draw: Draw): Promise<FuzzAnswer> {
  const idToken = draw.caller === 'anonymous' ? undefined : context.callers[draw.caller].idToken;
  return route.eventStream === true ? sendToStream(context.target, context.baseUrl, draw.request, idToken) : sendInjected(context.target, draw.request, idToken);
}

/** How many runs a route gets in a mode: anonymous calls to a route that needs a token all stop at the same door. */
export function runsFor(route: RouteContract, mode: FuzzMode): number {
  return mode === 'anonymous' && route.auth === 'required' ? ANONYMOUS_RUNS : FUZZ_RUNS;
}

/**
 * Fuzzes one route: requests derived from its schemas, as `mode`'s callers, each answer checked
 * (`answerProblems`) and, for a write answered 4xx, every table and stored-files folder compared
 * before and after. Fails with fast-check's counterexample, seed and path.
 */
export async function fuzzRoute(context: FuzzContext, name: RouteName, mode: FuzzMode): Promise<void> {
  const route: RouteContract = ROUTES[name];
  const tables = await tablesOf(context.target.db);
  const property = fc.asyncProperty(drawsFor(route, mode, context), async (draw) => {
    const writes = draw.request.method !== 'GET';
    const before = writes ? await snapshotOf(context, tables) : undefined;
    const answer = await send(context, route, draw);
    const problems = answerProblems(route, answer, draw.request.pathBent);
    if (before !== undefined && answer.status >= 400 && answer.status < 500) {
      const allowed = tablesWrittenOnPurpose(answer.body);
      problems.push(...snapshotChanges(before, await snapshotOf(context, tables), allowed).map((change) => `the refused write changed ${change}`));
    }
    if (problems.length > 0) throw new Error(`as ${draw.caller}: ${problems.join('; ')}\nanswer: ${String(answer.status)} ${answer.body.slice(0, 600)}`);
  });
  // The failure goes into the report itself, beside the counterexample, its seed and its path.
  await fc.assert(property, { numRuns: runsFor(route, mode), includeErrorInReport: true, ...FUZZ_REPLAY });
}
