import type { z } from 'zod';

const NUL = '\u0000';
// A surrogate without its pair: half of an emoji, which has no UTF-8 of its own.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
const isUnstorable = (text: string): boolean => text.includes(NUL) || UNPAIRED_SURROGATE.test(text);

/** What a field gets when its text carries a character that cannot be stored. */
export const UNSTORABLE_CHARACTER_MESSAGE = 'O texto tem um caractere inválido (um caractere nulo ou um emoji pela metade). Remova-o e tente de novo.';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** One value on the walk, linked to its parent so its path is spelled out only for an issue. */
interface Step {
  readonly value: unknown;
  readonly key?: PropertyKey;
  readonly parent?: Step;
}

function pathOf(step: Step): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * An issue for every text (or key) in a parsed request that holds a character PostgreSQL cannot
 * store, at its path: U+0000, refused by `text` and `jsonb` (a 500 at the database), and an
 * unpaired surrogate, which `jsonb` refuses (a 500) and `text` silently turns into U+FFFD.
 * Refused here instead, beside its field. Walks with its own stack (and
 * parent links, not a path copied at every level), so no depth of nesting exhausts the call stack
 * or the time.
 */
export function unstorableCharacterIssues(parsed: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const pending: Step[] = [{ value: parsed }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const parent = step;
    const { value } = step;
    if (typeof value === 'string') {
      if (isUnstorable(value)) issues.push({ code: 'custom', path: pathOf(step), message: UNSTORABLE_CHARACTER_MESSAGE, input: value });
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => pending.push({ value: item, key: index, parent }));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        const child: Step = { value: item, key, parent };
        if (isUnstorable(key)) issues.push({ code: 'custom', path: pathOf(child), message: UNSTORABLE_CHARACTER_MESSAGE, input: key });
        pending.push(child);
      }
    }
  }
  return issues;
}
