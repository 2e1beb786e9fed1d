import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATCH_UP_RETRY_MS, chatCatchUp, type AfterFailedRead } from './catch-up.js';
import type { ChatMessageRecord } from './chat.repository.js';

const message = (seq: number): ChatMessageRecord => ({
  id: seq,
  chatId: 1,
  contractId: 1,
  seq,
  senderId: 1,
  senderName: 'Marca',
  senderRole: 'brand',
  message: `Mensagem ${String(seq)}`,
  clientMessageId: `m-${String(seq)}`,
  createdAt: new Date('2026-11-28T12:00:00Z'),
});

/** A chat of `stored` messages whose reads fail while `failing` is above zero (each failure counts one down). */
function chatOf(stored: number) {
  const state = { stored, failing: 0, reads: 0 };
  const readAfter = (after: number, limit: number): Promise<readonly ChatMessageRecord[]> => {
    state.reads += 1;
    if (state.failing > 0) {
      state.failing -= 1;
      return Promise.reject(new Error('timeout exceeded when trying to connect'));
    }
    const seqs = Array.from({ length: Math.max(0, Math.min(limit, state.stored - after)) }, (_, index) => after + index + 1);
    return Promise.resolve(seqs.map(message));
  };
  return { state, readAfter };
}

function follow(chat: ReturnType<typeof chatOf>, afterFailedRead: AfterFailedRead) {
  const delivered: number[] = [];
  const failures: unknown[] = [];
  const follower = chatCatchUp(
    0,
    chat.readAfter,
    (records) => {
      delivered.push(...records.map((record) => record.seq));
      return Promise.resolve(true);
    },
    (error) => {
      failures.push(error);
      return afterFailedRead;
    },
  );
  return { follower, delivered, failures };
}

describe('chatCatchUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads again a second after a read the pool could not serve, and delivers what it missed, in order, once', async () => {
    const chat = chatOf(450);
    chat.state.failing = 1;
    const { follower, delivered, failures } = follow(chat, 'retry');
    follower.notify();
    await vi.advanceTimersByTimeAsync(CATCH_UP_RETRY_MS - 1);
    expect(delivered).toEqual([]);
    expect(failures).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(delivered).toEqual(Array.from({ length: 450 }, (_, index) => index + 1));
    await follower.close();
  });

  it('stops for good when the failure says the right is gone: no later notice reads again', async () => {
    const chat = chatOf(3);
    chat.state.failing = 1;
    const { follower, delivered } = follow(chat, 'stop');
    follower.notify();
    await vi.advanceTimersByTimeAsync(CATCH_UP_RETRY_MS * 3);
    follower.notify();
    await vi.advanceTimersByTimeAsync(CATCH_UP_RETRY_MS);
    expect(delivered).toEqual([]);
    expect(chat.state.reads).toBe(1);
    await follower.close();
  });

  it('reads nothing more once closed, even with a retry pending', async () => {
    const chat = chatOf(3);
    chat.state.failing = 1;
    const { follower, delivered } = follow(chat, 'retry');
    follower.notify();
    await vi.advanceTimersByTimeAsync(0);
    await follower.close();
    await vi.advanceTimersByTimeAsync(CATCH_UP_RETRY_MS * 3);
    expect(chat.state.reads).toBe(1);
    expect(delivered).toEqual([]);
  });
});
