import type { BrazilState } from './brazil-state.js';

/**
 * Resolves to `BRAZIL_STATES`: the 27 federative units and their municipalities.
 *
 * The list is tens of kilobytes that most screens never need, so it is reached through a dynamic
 * `import()`: bundlers split it into a chunk of its own, fetched only when a caller first asks for it
 * (a state or city picker), instead of weighing on every page's initial load.
 */
export async function loadBrazilStates(): Promise<readonly BrazilState[]> {
  const { BRAZIL_STATES } = await import('./brazil-states.data.js');
  return BRAZIL_STATES;
}
