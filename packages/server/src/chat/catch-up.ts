import type { ChatMessageRecord } from './chat.repository.js';

/** Messages a follower reads at once while catching up. */
const CATCH_UP_BATCH = 200;

/** How long a follower waits before reading again after a read failed (the pool was busy, the database did not answer). */
export const CATCH_UP_RETRY_MS = 1_000;

/** A chat's follower: call `notify` on each notice; `close` stops it and settles once no catch-up runs. */
export interface CatchUp {
  readonly notify: () => void;
  readonly close: () => Promise<void>;
}

/** What a follower does with a failed read: stop for good (the right is gone), or read again after {@link CATCH_UP_RETRY_MS}. */
export type AfterFailedRead = 'stop' | 'retry';

/**
 * Follows one chat from after `afterSeq`: on each notice it reads the messages after the last one
 * it delivered (`readAfter`) and hands them over in `seq` order, each once, a batch at a time
 * (`deliver` answers false when nobody may have them any more: the follower then stops for good).
 * One catch-up runs at a time; notices that arrive meanwhile ask for one more round, not one
 * query each (a burst of posts). A failed read goes to `onFailedRead`, which says whether to stop
 * or to read again shortly: a burst that made the pool wait past its bound then costs the reader a
 * second, not its connection.
 */
export function chatCatchUp(
  afterSeq: number,
  readAfter: (afterSeq: number, limit: number) => Promise<readonly ChatMessageRecord[]>,
  deliver: (records: readonly ChatMessageRecord[]) => Promise<boolean>,
  onFailedRead: (error: unknown) => AfterFailedRead,
): CatchUp {
  let last = afterSeq;
  const state: { running: Promise<void> | null; notices: number; stopped: boolean; retry: NodeJS.Timeout | null } = { running: null, notices: 0, stopped: false, retry: null };
  // Answers false once `deliver` refused a batch.
  const readNew = async (): Promise<boolean> => {
    for (;;) {
      const batch = await readAfter(last, CATCH_UP_BATCH);
      const newest = batch.at(-1);
      if (newest === undefined) return true;
      if (!(await deliver(batch))) return false;
      last = newest.seq;
      if (batch.length < CATCH_UP_BATCH) return true;
    }
  };
  const notify = (): void => {
    state.notices += 1;
    if (state.running || state.stopped) return;
    state.running = (async () => {
      for (let seen = -1; seen !== state.notices && !state.stopped; ) {
        seen = state.notices;
        state.stopped = !(await readNew());
      }
    })()
      .catch((error: unknown) => {
        if (onFailedRead(error) === 'stop') state.stopped = true;
        else if (!state.stopped && state.retry === null) {
          state.retry = setTimeout(() => {
            state.retry = null;
            notify();
          }, CATCH_UP_RETRY_MS);
        }
      })
      .finally(() => {
        state.running = null;
      });
  };
  return {
    notify,
    close: async () => {
      state.stopped = true;
      if (state.retry !== null) clearTimeout(state.retry);
      await state.running;
    },
  };
}
