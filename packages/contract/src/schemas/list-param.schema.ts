import { z } from 'zod';
import { listField, type ListFieldOptions } from './list-field.schema.js';

/**
 * Splits a list parameter as it arrives in a query string: missing is an empty list, and
 * repeated keys (`?states=PE&states=SP`, an array once parsed), a comma-separated value
 * (`?states=PE,SP`) or a mix give the same items. Items are trimmed; empty ones
 * (`?states=PE,,SP`, `?states=`) are dropped. Non-text values pass through for the item
 * schema to judge.
 */
export function splitListParam(value: unknown): unknown {
  if (value === undefined) return [];
  const parts: readonly unknown[] | undefined = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (parts === undefined) return value;
  return parts
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '');
}

/**
 * A list in a GET query string, read with {@link splitListParam} and then checked as a JSON
 * body's list is (`listField`). Missing is `[]`, so the
 * output is the same as a JSON body's list. Items never contain a comma here: Brazilian
 * city names have none (a test checks the IBGE list), nor do ids or state siglas.
 */
export function listParam<Item extends z.ZodType>(options: ListFieldOptions<Item>) {
  return z.preprocess(splitListParam, listField(options)).default([]);
}
