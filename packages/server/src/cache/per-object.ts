/**
 * `make` remembered per input object: the same object gives the same result, made once. A
 * cached read hands back the same object on every hit, so what a route builds from it (its
 * wire answer) stays the same object too, and the answer finished from it is reused
 * (`finishedAnswers`). Weakly held: forgotten once the cache drops the input.
 */
export function perObject<Input extends object, Output>(make: (input: Input) => Output): (input: Input) => Output {
  const made = new WeakMap<Input, Output>();
  return (input) => {
    if (made.has(input)) return made.get(input) as Output;
    const output = make(input);
    made.set(input, output);
    return output;
  };
}
