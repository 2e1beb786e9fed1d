/** Rows deleted per statement, so a large backlog never holds one long transaction. */
export const CLEANUP_BATCH = 500;

/**
 * The clean-up's loop, for public uploads and delivery files alike: `deleteRows` deletes up to a
 * batch of unused rows and answers their files' keys, then those files go. Rows first, so a crash
 * in between leaves a file no row names, never a row naming a missing file; a file that cannot be
 * removed now stays unnamed on disk rather than stopping the sweep.
 *
 * @returns how many rows were removed.
 */
export async function removeInBatches(deleteRows: (limit: number) => Promise<readonly string[]>, removeFile: (key: string) => Promise<void>): Promise<number> {
  let removed = 0;
  for (;;) {
    const keys = await deleteRows(CLEANUP_BATCH);
    await Promise.allSettled(keys.map(removeFile));
    removed += keys.length;
    if (keys.length < CLEANUP_BATCH) return removed;
  }
}
