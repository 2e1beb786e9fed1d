import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { PendingAction } from './pending-action.js';

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('PendingAction', () => {
  it('names the change while it runs and answers what the change answered', async () => {
    const action = new PendingAction<'save' | 'remove'>();
    const answer = deferred<number>();
    const run = action.run('save', () => answer.promise);
    expect(action.current).toBe('save');
    expect(action.running).toBe(true);
    answer.resolve(7);
    await expect(run).resolves.toBe(7);
    expect(action.current).toBeNull();
    expect(action.running).toBe(false);
  });

  it('clears the name when the change fails, and lets the failure through', async () => {
    const action = new PendingAction<'save'>();
    await expect(action.run('save', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(action.current).toBeNull();
  });

  it('tells observers (a button) when the change starts and ends', async () => {
    const action = new PendingAction<'save'>();
    const seen: (string | null)[] = [];
    const stop = autorun(() => seen.push(action.current));
    await action.run('save', () => Promise.resolve());
    stop();
    expect(seen).toEqual([null, 'save', null]);
  });
});
