// Every table of the database, the one module drizzle-kit reads (drizzle.config.ts) and the
// drivers take: the accounts, catalogue, projects and contracts (`core-schema.ts`), the money
// of the second half of a contract's life (`money-schema.ts`), the calls to the payment provider
// (`provider-calls-schema.ts`) and the daily reconciliation's reports (`reconciliation-schema.ts`),
// the security history (`audit-schema.ts`) and the e-mail (`email-schema.ts`).
export * from './core-schema.js';
export * from './money-schema.js';
export * from './provider-calls-schema.js';
export * from './reconciliation-schema.js';
export * from './audit-schema.js';
export * from './email-schema.js';
