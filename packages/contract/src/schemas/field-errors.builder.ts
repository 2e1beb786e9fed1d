import type { z } from 'zod';
import { fieldMessagesOf } from '../validation/field-messages.js';

/**
 * The pt-BR field messages a request schema gives `input`, as the error body's `fields`
 * would carry them; `{}` when the input is valid. Test helper.
 */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessagesOf(result.error.issues);
}
