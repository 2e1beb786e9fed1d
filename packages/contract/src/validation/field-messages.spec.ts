import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { dotPath, fieldMessagesOf, UNKNOWN_FIELD_MESSAGE } from './field-messages.js';

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe('dotPath', () => {
  it('joins keys and indexes with dots', () => {
    expect(dotPath(['creators', 0, 'stories'])).toBe('creators.0.stories');
    expect(dotPath([])).toBe('');
  });
});

describe('fieldMessagesOf', () => {
  const item = z.strictObject({ id: z.number({ error: 'Informe o id.' }), qty: z.number({ error: 'Informe a quantidade.' }) });

  it('names each unknown field at its own path', () => {
    const issues = issuesOf(z.strictObject({ inner: z.strictObject({}) }), { extra: 1, inner: { other: 2 } });
    expect(fieldMessagesOf(issues)).toEqual({ extra: UNKNOWN_FIELD_MESSAGE, 'inner.other': UNKNOWN_FIELD_MESSAGE });
  });

  it('keeps the first message of a field', () => {
    const schema = z.object({ name: z.string().min(3, { error: 'Curto demais.' }).regex(/^[a-z]+$/, { error: 'Só letras.' }) });
    expect(fieldMessagesOf(issuesOf(schema, { name: '1' }))).toEqual({ name: 'Curto demais.' });
  });

  it('reads a union from the branch the input was trying to be', () => {
    const schema = z.object({ creators: z.union([item, z.array(item)], { error: 'Envie um item ou uma lista.' }) });
    expect(fieldMessagesOf(issuesOf(schema, { creators: [{ id: 1, qty: 2 }, { id: 'x', qty: 1 }] }))).toEqual({
      'creators.1.id': 'Informe o id.',
    });
    expect(fieldMessagesOf(issuesOf(schema, { creators: { id: 1 } }))).toEqual({ 'creators.qty': 'Informe a quantidade.' });
    expect(fieldMessagesOf(issuesOf(schema, { creators: 'tudo' }))).toEqual({ creators: 'Envie um item ou uma lista.' });
  });

  it('leaves out an issue about the whole input, which sits beside no field', () => {
    expect(fieldMessagesOf(issuesOf(z.object({ a: z.string() }), 'texto'))).toEqual({});
  });
});
