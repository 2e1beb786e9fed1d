/** How long to wait before the next try at a live connection: 1 s, 2 s, 4 s... up to 30 s. */
export const reconnectDelay = (attempt: number): number => Math.min(30_000, 1_000 * 2 ** attempt);
