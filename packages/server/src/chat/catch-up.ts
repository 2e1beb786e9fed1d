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
 * it delivered (`readAfter`) and hands them over in `seq` order, each once. One catch-up runs at a
 * time; notices that arrive meanwhile ask for one more round, not one query each (a burst of
 * posts). A failed read goes to `onError` (the stream ends, and its client resumes).
 */
export function chatCatchUp(
  afterSeq: number,
  readAfter: (afterSeq: number, limit: number) => Promise<readonly ChatMessageRecord[]>,
  deliver: (record: ChatMessageRecord) => void,
  onError: (error: unknown) => void,
): CatchUp {
  let last = afterSeq;
  const state: { running: Promise<void> | null; notices: number } = { running: null, notices: 0 };
  const readNew = async () => {
    for (let batch = await readAfter(last, CATCH_UP_BATCH); batch.length > 0; batch = await readAfter(last, CATCH_UP_BATCH)) {
      for (const record of batch) {
        deliver(record);
        last = record.seq;
      }
      if (batch.length < CATCH_UP_BATCH) break;
    }
  };
  return {
    notify: () => {
      state.notices += 1;
      if (state.running) return;
      state.running = (async () => {
        for (let seen = -1; seen !== state.notices; ) {
          seen = state.notices;
          await readNew();
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
