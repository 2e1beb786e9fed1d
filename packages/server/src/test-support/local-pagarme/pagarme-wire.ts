/** A JSON value as the wire carries it. */
export type WireValue = string | number | boolean | null | WireValue[] | { [key: string]: WireValue };

/**
 * An SDK model (camelCase, as the fixtures are typed with `satisfies`) in the API's own wire
 * names (snake_case), as Pagar.me sends it: what the SDK's response schemas read back. Metadata
 * keeps its keys as they were written; bigints (the balance's amounts) become plain numbers.
 */
export function toWire(value: unknown): WireValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(toWire);
  if (typeof value !== 'object') return null;
  const wire: Record<string, WireValue> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    wire[snakeCase(key)] = key === 'metadata' ? (field as WireValue) : toWire(field);
  }
  return wire;
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** {@link toWire} of an object model, as an object the caller may add wire fields to. */
export function toWireObject(value: object): { [key: string]: WireValue } {
  const wire = toWire(value);
  if (wire === null || typeof wire !== 'object' || Array.isArray(wire)) throw new Error('not an object model');
  return wire;
}
