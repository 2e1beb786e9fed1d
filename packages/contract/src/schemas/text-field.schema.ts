import { z } from 'zod';
import { missingMessage, missingOr, sentenceCase, tooLongMessage } from './field-messages.js';

/** A field's pt-BR label with its article (`o nome`) and its longest length in characters. */
export interface TextFieldOptions {
  readonly label: string;
  readonly max: number;
}

/**
 * A required text: trimmed (a pasted value often carries spaces), not empty once trimmed,
 * and at most `max` characters, each with its own pt-BR message.
 */
export function requiredText({ label, max }: TextFieldOptions): z.ZodString {
  return z
    .string({ error: missingOr(label, `${sentenceCase(label)} deve ser um texto.`) })
    .trim()
    .min(1, { error: missingMessage(label) })
    .max(max, { error: tooLongMessage(label, max) });
}

/**
 * An optional text a person may clear: absent leaves it as it is, `null` clears it, and a
 * text follows {@link requiredText}'s rules (an empty text is refused, not taken as clearing,
 * so a client's mistake is not silently stored as "no value").
 */
export function optionalText(options: TextFieldOptions): z.ZodOptional<z.ZodNullable<z.ZodString>> {
  return requiredText(options).nullable().optional();
}
