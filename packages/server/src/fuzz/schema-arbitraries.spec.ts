import { ROUTES } from '@publi/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldHints } from './field-hints.js';
import { arbitrariesOf } from './schema-arbitraries.js';

const noHints = () => [];
// The fuzz's own hints, without a world: the good examples of refined fields (a CPF, a CEP, a date).
const examples = fieldHints(
  { userIds: [], creatorIds: [], projectIds: [], contractIds: [], chatIds: [], paymentIds: [], optionIds: [], categoryIds: [], fileIds: [], slugs: [], agentTokens: [], cardTokens: [], chargeIds: [] },
  { uid: 'kX9fP2mQ7rT1vW3yZ5aB8cD0eF4g', email: 'ana.souza@exemplo.com.br', userId: 1 },
);
const parts = Object.entries(ROUTES).flatMap(([name, route]) =>
  (['body', 'query', 'params'] as const).flatMap((part) => {
    const schema = route[part];
    // A multipart body is a form of files, which `multipart-requests.ts` builds instead.
    return schema === undefined || route.contentType === 'multipart' ? [] : [{ label: `${name} ${part}`, schema }];
  }),
);
const accepted = (schema: z.ZodType, values: readonly unknown[]) => values.filter((value) => schema.safeParse(value).success).length;

describe('arbitrariesOf', () => {
  it.each(parts.map(({ label, schema }) => [label, schema] as const))('%s: valid-looking values mostly pass, malformed ones mostly do not', { timeout: 30_000 }, (_, schema) => {
    const { valid, malformed } = arbitrariesOf(schema, examples);
    expect(accepted(schema, fc.sample(valid, { numRuns: 60, seed: 1 }))).toBeGreaterThan(0);
    // Some "malformed" values are odd but acceptable texts (an emoji, a direction mark), which is the point of them.
    expect(accepted(schema, fc.sample(malformed, { numRuns: 60, seed: 1 }))).toBeLessThan(45);
  });

  it('draws the known values of a field by its name, and only of the type the field takes', () => {
    const schema = z.strictObject({ project_id: z.number().int().min(1), slug: z.string().min(1) });
    const { valid } = arbitrariesOf(schema, (key) => (key === 'project_id' ? [4242, 'texto'] : []));
    const ids = fc.sample(valid, { numRuns: 100, seed: 2 }).map((value) => (value as { project_id: unknown }).project_id);
    expect(ids.filter((id) => id === 4242).length).toBeGreaterThan(60);
    expect(ids).not.toContain('texto');
  });

  it('refuses a schema kind it has no case for, instead of skipping it', () => {
    expect(() => arbitrariesOf(z.strictObject({ when: z.date() }), noHints)).toThrow(/no arbitrary for a zod "date" \(field "when"\)/u);
  });
});
