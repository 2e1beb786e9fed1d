import type { ChatMessageRecord } from './chat.repository.js';

/** Messages a follower reads at once while catching up. */
const CATCH_UP_BATCH = 200;

/** A chat's follower: call `notify` on each notice; `idle` settles once no catch-up runs. */
export interface CatchUp {
  readonly notify: () => void;
  readonly idle: () => Promise<void>;
}

/**
 * Follows one chat from after `afterSeq`: on each notice it reads the messages after the last one
 * it delivered (`readAfter`) and hands them over in `seq` order, each once, a batch at a time
 * (`deliver` answers false when nobody may have them any more: the follower then stops for good).
 * One catch-up runs at a time; notices that arrive meanwhile ask for one more round, not one
 * query each (a burst of posts). A failed read goes to `onError` (the stream ends, and its client
 * resumes).
 */
export function chatCatchUp(
  afterSeq: number,
  readAfter: (afterSeq: number, limit: number) => Promise<readonly ChatMessageRecord[]>,
  deliver: (records: readonly ChatMessageRecord[]) => Promise<boolean>,
  onError: (error: unknown) => void,
): CatchUp {
  let last = afterSeq;
  const state: { running: Promise<void> | null; notices: number; stopped: boolean } = { running: null, notices: 0, stopped: false };
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
  return {
    notify: () => {
      state.notices += 1;
      if (state.running || state.stopped) return;
      state.running = (async () => {
        for (let seen = -1; seen !== state.notices && !state.stopped; ) {
          seen = state.notices;
          state.stopped = !(await readNew());
        }
      })()
        .catch(onError)
        .finally(() => {
          state.running = null;
        });
    },
    idle: async () => {
      await state.running;
    },
  };
}
