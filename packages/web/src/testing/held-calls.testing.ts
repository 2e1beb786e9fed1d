/** The answers of one method of an in-memory adapter, held until the test lets them go. */
export interface HeldCalls {
  /** How many calls wait for their answer. */
  readonly waiting: number;
  /** Lets every waiting call reach the adapter and answer. */
  release(): void;
}

/**
 * Holds the calls of `target[method]` (an in-memory adapter of @publi/application) until the
 * test releases them, so a component test can look at the screen while a request runs: the
 * adapter still does the work and gives the answer, only later. Like `HeldCartAdapter`, for
 * ports a test slows down once.
 */
export function holdCalls<T extends object>(target: T, method: keyof T & string): HeldCalls {
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`${method} is not a method`);
  const gates: (() => void)[] = [];
  const held = (...args: unknown[]): Promise<unknown> =>
    new Promise<void>((resolve) => gates.push(resolve)).then(() => (original as (...a: unknown[]) => unknown).apply(target, args));
  Object.assign(target, { [method]: held });
  return {
    get waiting() {
      return gates.length;
    },
    release() {
      gates.splice(0).forEach((go) => { go(); });
    },
  };
}
