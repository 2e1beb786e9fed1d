/**
 * `key` when it has the shape the server gives private files (`delivery/<uuid>.bin`); throws
 * otherwise. Keys never come from a client, so a failure here is a bug, caught before it names
 * a path or an object outside the store's own.
 */
export function privateFileKey(key: string): string {
  if (!/^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(key)) throw new Error('a private file key is the server’s own');
  return key;
}
