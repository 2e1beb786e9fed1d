import { startFuzzWorld } from '../test-support/fuzz-world.builder.js';
import { describeRouteFuzz, useFuzzWorld } from './describe-route-fuzz.js';

// Payments (the signed webhook included), deliveries, payouts, projects, proposals and the moves
// on a contract, fuzzed from their zod schemas: zero 5xx, every refusal the contract's pt-BR error
// body, nothing half-written. Which routes, in what order and how the special ones are sent:
// fuzz-plan.ts. Runs and time budget: fuzz-settings.ts.
describeRouteFuzz('deals', useFuzzWorld(startFuzzWorld));
