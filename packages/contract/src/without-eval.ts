// Imported for its effect, first thing in the browser (`@publi/contract/without-eval`), before
// any schema is built. zod speeds object parsing up by compiling a function from a string, and
// each object schema checks at creation whether it may (`new Function('')`): under the site's
// Content-Security-Policy, without `'unsafe-eval'`, that check alone is a reported violation.
// The server never imports this and keeps the faster compiled parsers.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod in
// a page; `z.config()` writes there) and reads `jitless` when a schema is built and when it
// parses. Setting it there needs no zod, so the web's entry sets it for the price of a line and
// the checked adapters, zod and the schemas load afterwards in one go, with no step to wait for
// first. `without-eval.spec.ts` fails if a zod upgrade reads its configuration elsewhere.
interface ZodGlobalConfig {
  jitless?: boolean;
}

const zodHost = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
zodHost.__zod_globalConfig ??= {};
zodHost.__zod_globalConfig.jitless = true;
