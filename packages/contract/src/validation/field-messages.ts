import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** What a field the schema does not know gets, since strict requests refuse unknown fields. */
export const UNKNOWN_FIELD_MESSAGE = 'Campo não reconhecido. Remova-o e tente de novo.';

/** Joins an issue path into the wire's dot path: `['creators', 0, 'stories']` -> `creators.0.stories`. */
export function dotPath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'symbol' ? (key.description ?? '') : String(key))).join('.');
}

// A union branch whose only complaint is "wrong type at the root" is a shape the input never
// tried to be; the branch that got past that is the one whose messages help the person.
function matchingBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  const tried = branches.filter((issues) => !issues.every((issue) => issue.code === 'invalid_type' && issue.path.length === 0));
  return tried.length === 1 ? tried[0] : undefined;
}

function collect(issues: readonly Issue[], prefix: readonly PropertyKey[], into: Map<string, string>): void {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union') {
      const branch = matchingBranch(issue.errors);
      if (branch !== undefined) {
        collect(branch, path, into);
        continue;
      }
    }
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) setOnce(into, dotPath([...path, key]), UNKNOWN_FIELD_MESSAGE);
      continue;
    }
    // A root issue (the body is not an object at all) has no field to sit beside.
    if (path.length > 0) setOnce(into, dotPath(path), issue.message);
  }
}

// The first issue of a field is the most basic one (missing before too long, too long
// before wrong format), and one message per field is what a form can show.
function setOnce(into: Map<string, string>, key: string, message: string): void {
  if (!into.has(key)) into.set(key, message);
}

/**
 * The pt-BR message of every invalid field, keyed by dot path, as the error body's `fields`
 * carries them: one message per field (the first), unknown fields named one by one, and a
 * union's messages taken from the branch the input was trying to be.
 */
export function fieldMessagesOf(issues: readonly Issue[]): Record<string, string> {
  const into = new Map<string, string>();
  collect(issues, [], into);
  return Object.fromEntries(into);
}
