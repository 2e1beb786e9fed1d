/**
 * `record` without its `undefined` entries. A left-out field means "unchanged" on the wire,
 * and JSON would drop it anyway; dropping it here keeps request bodies honest in tests.
 */
export function definedOnly(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
