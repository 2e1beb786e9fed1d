import { z } from 'zod';

// Imported for its effect, first thing in the browser (`@publi/contract/without-eval`), before
// any schema is built. zod speeds object parsing up by compiling a function from a string, and
// each object schema checks at creation whether it may (`new Function('')`): under the site's
// Content-Security-Policy, without `'unsafe-eval'`, that check alone is a reported violation.
// The server never imports this and keeps the faster compiled parsers.
z.config({ jitless: true });
