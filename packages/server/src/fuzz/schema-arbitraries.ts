import fc from 'fast-check';
import { z } from 'zod';
import { anyEdgeValue, deepValue, EDGE_KEYS, withOwnKey, wrongType } from './edge-values.js';
import { numberArbitraries } from './number-arbitraries.js';
import type { Arbitraries, FieldHints } from './schema-arbitraries.types.js';
import { textArbitraries } from './text-arbitraries.js';

// Arrays without a bound stay short when valid; one just past `max` tests the bound.
const SHORT_LIST = 3;
// One draw in this many leaves an optional field out, or a nullable one null.
const RARELY = 8;
const ABSENT = Symbol('absent');

const anything: Arbitraries = { valid: anyEdgeValue(), malformed: anyEdgeValue() };

// A field is optional when its schema takes `undefined` (`.optional()`, `.default()`, a query
// list's preprocess): asked of the schema itself, since `_zod.optin` says "optional" for every
// preprocess step whatever follows it.
const takesUndefined = (schema: z.core.$ZodType): boolean => z.safeParse(schema, undefined).success;

/** Prefers the world's known values for `key` (of the leaf's JSON type) over the derived ones. */
function preferKnown(derived: Arbitraries, hints: FieldHints, key: string, kind: 'string' | 'number'): Arbitraries {
  const known = hints(key).filter((value) => typeof value === kind);
  if (known.length === 0) return derived;
  return { ...derived, valid: fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 9 }, { arbitrary: derived.valid, weight: 1 }) };
}

function objectArbitraries(def: z.core.$ZodObjectDef, hints: FieldHints): Arbitraries {
  const fields = Object.entries(def.shape).map(([key, schema]) => ({ key, optional: takesUndefined(schema), ...arbitrariesOf(schema, hints, key) }));
  // Optional fields are mostly present: a form's later steps (a project published with its
  // mission and dates) check that fields left optional for a draft are there.
  const valid = fc
    .tuple(...fields.map((field) => (field.optional ? fc.option(field.valid, { nil: ABSENT, freq: RARELY }) : field.valid)))
    .map((values) => Object.fromEntries(fields.flatMap((field, index) => (values[index] === ABSENT ? [] : [[field.key, values[index]]]))));
  const missing = fields.filter((field) => !field.optional).map((field) => valid.map((value) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== field.key))));
  const oneBad = fields.map((field) => fc.tuple(valid, field.malformed).map(([value, bad]) => ({ ...value, [field.key]: bad })));
  const extra = fc.tuple(valid, fc.constantFrom(...EDGE_KEYS), fc.oneof(fc.constant({ admin: true }), fc.constant('1'), deepValue())).map(([value, key, added]) => withOwnKey(value, key, added));
  return { valid, malformed: fc.oneof(wrongType('object'), extra, ...missing, ...oneBad) };
}

function arrayArbitraries(def: z.core.$ZodArrayDef, hints: FieldHints, key: string): Arbitraries {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of (def.checks ?? []).map((one) => (one as z.core.$ZodChecks)._zod.def)) {
    if (check.check === 'min_length') min = check.minimum;
    if (check.check === 'max_length') max = check.maximum;
  }
  // Items take the list's name, so `contract_ids: [..]` draws real contract ids.
  const item = arbitrariesOf(def.element, hints, key);
  // Mostly one item: an empty list often says nothing to do, and lists of ids or creators refuse
  // repeats, which longer random lists often have.
  const one = Math.min(Math.max(min, 1), max);
  const valid = fc.oneof(
    { weight: 3, arbitrary: fc.array(item.valid, { minLength: one, maxLength: one }) },
    { weight: 1, arbitrary: fc.array(item.valid, { minLength: min, maxLength: Math.max(min, Math.min(max, SHORT_LIST)) }) },
  );
  const tooMany = Number.isFinite(max) ? fc.array(item.valid, { minLength: max + 1, maxLength: max + 1 }) : fc.constant(Array.from({ length: 20_000 }, () => 1));
  const oneBad = fc.tuple(fc.array(item.valid, { maxLength: 2 }), item.malformed).map(([items, bad]) => [...items, bad]);
  return { valid, malformed: fc.oneof(wrongType('array'), tooMany, oneBad, fc.constant([[[]]])) };
}

function choiceArbitraries(values: readonly unknown[], hints: FieldHints, key: string): Arbitraries {
  const texts = values.filter((value): value is string => typeof value === 'string');
  const nearMisses = texts.flatMap((text) => [text.toUpperCase(), ` ${text}`, `${text}\u0000`]);
  // A known value among the options wins, so fields that go together agree (a city and its state).
  const known = hints(key).filter((value) => values.includes(value));
  const anyOption = fc.constantFrom(...values);
  const valid = known.length === 0 ? anyOption : fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 9 }, { arbitrary: anyOption, weight: 1 });
  return { valid, malformed: fc.oneof(fc.constantFrom('', 'outro', ...nearMisses), wrongType('string')) };
}

function wrapped(inner: Arbitraries, empty: undefined | null): Arbitraries {
  return { valid: fc.option(inner.valid, { nil: empty, freq: RARELY }), malformed: inner.malformed };
}

/**
 * Derives fast-check arbitraries from a zod 4 schema of the contract: valid-looking values (with
 * the world's known ids where `hints` has them for a field's name) and malformed ones, each with
 * one thing wrong at one place. A schema kind the contract starts using without a case here
 * throws, so the fuzz cannot quietly skip it.
 */
export function arbitrariesOf(schema: z.core.$ZodType, hints: FieldHints, key = ''): Arbitraries {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string':
      return preferKnown(textArbitraries(def), hints, key, 'string');
    case 'number':
      return preferKnown(numberArbitraries(def), hints, key, 'number');
    case 'boolean':
      return { valid: fc.boolean(), malformed: fc.constantFrom('true', 1, 0, null, 'sim') };
    case 'enum':
      return choiceArbitraries(Object.values(def.entries), hints, key);
    case 'literal':
      return choiceArbitraries(def.values, hints, key);
    case 'object':
      return objectArbitraries(def, hints);
    case 'array':
      return arrayArbitraries(def, hints, key);
    case 'optional':
    case 'default':
      return wrapped(arbitrariesOf(def.innerType, hints, key), undefined);
    case 'nullable':
      return wrapped(arbitrariesOf(def.innerType, hints, key), null);
    case 'union': {
      const options = def.options.map((option) => arbitrariesOf(option, hints, key));
      return { valid: fc.oneof(...options.map((option) => option.valid)), malformed: fc.oneof(...options.map((option) => option.malformed)) };
    }
    // A preprocess step (`fromQuery`, `listParam`) takes anything: what follows it says what is valid.
    // Otherwise the input side of a pipe is what the client sends.
    case 'pipe':
      return arbitrariesOf(def.in._zod.def.type === 'transform' ? def.out : def.in, hints, key);
    case 'record': {
      const value = arbitrariesOf(def.valueType, hints, key);
      return { valid: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value.valid, { maxKeys: 3 }), malformed: fc.oneof(wrongType('object'), value.malformed) };
    }
    // Files travel in multipart forms, which `multipart-requests.ts` builds; JSON cannot carry one.
    case 'file':
    case 'never':
      return { valid: fc.constant(undefined), malformed: anyEdgeValue() };
    case 'unknown':
    case 'any':
    case 'transform':
      return anything;
    // Kinds no request schema of the contract uses today: one that starts to fails here, loudly.
    case 'bigint':
    case 'catch':
    case 'custom':
    case 'date':
    case 'function':
    case 'intersection':
    case 'lazy':
    case 'map':
    case 'nan':
    case 'nonoptional':
    case 'null':
    case 'prefault':
    case 'promise':
    case 'readonly':
    case 'set':
    case 'success':
    case 'symbol':
    case 'template_literal':
    case 'tuple':
    case 'undefined':
    case 'void':
      throw new Error(`arbitrariesOf: no arbitrary for a zod "${def.type}" (field "${key}"): add a case`);
  }
}
