import { ApplicationError, type ChatFeedListener, type ChatPort } from '@publi/application';
import { describe, expect, it, vi } from 'vitest';
import { DeferredChatPort, deferredPort, loadOnce } from './deferred-port.js';

interface Greeter {
  greet(name: string): Promise<string>;
}

class Greeting implements Greeter {
  constructor(private readonly word: string) {}
  greet(name: string): Promise<string> {
    return Promise.resolve(`${this.word}, ${name}`);
  }
}

/** A loader that counts its calls and resolves when the test says so. */
function heldLoader<Value>(value: Value) {
  const loader = { calls: 0, release: () => {} };
  const load = () => {
    loader.calls += 1;
    return new Promise<Value>((resolve) => {
      loader.release = () => {
        resolve(value);
      };
    });
  };
  return { loader, load };
}

describe('deferredPort', () => {
  it('loads nothing until a method is called, then forwards the call with its arguments and this', async () => {
    const { loader, load } = heldLoader<Greeter>(new Greeting('Olá'));
    const port = deferredPort(loadOnce(load));
    expect(loader.calls).toBe(0);
    const answers = Promise.all([port.greet('Ana'), port.greet('Bia')]);
    expect(loader.calls).toBe(1);
    loader.release();
    expect(await answers).toEqual(['Olá, Ana', 'Olá, Bia']);
    expect(await port.greet('Caio')).toBe('Olá, Caio');
    expect(loader.calls).toBe(1);
  });

  it('answers the methods it is given as ready without loading the adapter', async () => {
    const { loader, load } = heldLoader<Greeter>(new Greeting('Olá'));
    const port = deferredPort(loadOnce(load), { greet: (name: string) => Promise.resolve(`Oi, ${name}`) });
    expect(await port.greet('Ana')).toBe('Oi, Ana');
    expect(loader.calls).toBe(0);
  });

  it('is never taken for a promise, so returning it from an async function does not wait on it', async () => {
    const port = deferredPort<Greeter>(() => Promise.resolve(new Greeting('Oi')));
    expect((port as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(port)).toBe(port);
  });
});

describe('loadOnce', () => {
  it('calls an unanswered load NETWORK.UNREACHABLE and tries again on the next call', async () => {
    let calls = 0;
    const load = loadOnce(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('carregado');
    });
    await expect(load()).rejects.toEqual(new ApplicationError('NETWORK.UNREACHABLE'));
    expect(await load()).toBe('carregado');
    expect(calls).toBe(2);
  });
});

/** A chat that records who follows and who stopped. */
class RecordingChat implements ChatPort {
  readonly followed: number[] = [];
  readonly stopped: number[] = [];
  listPage(): Promise<never> {
    return Promise.reject(new ApplicationError('CHAT.NOT_FOUND'));
  }
  send(): Promise<never> {
    return Promise.reject(new ApplicationError('CHAT.NOT_FOUND'));
  }
  markRead(_chatId: number, seq: number): Promise<number> {
    return Promise.resolve(seq);
  }
  follow(chatId: number): () => void {
    this.followed.push(chatId);
    return () => this.stopped.push(chatId);
  }
}

describe('DeferredChatPort', () => {
  const listener: ChatFeedListener = { onMessage: () => {} };

  it('follows once the chat has loaded and stops it when asked', async () => {
    const chat = new RecordingChat();
    const { loader, load } = heldLoader<ChatPort>(chat);
    const port = new DeferredChatPort(loadOnce(load));
    const stop = port.follow(4, 0, listener);
    expect(chat.followed).toEqual([]);
    loader.release();
    expect(await port.markRead(4, 9)).toBe(9);
    expect(chat.followed).toEqual([4]);
    stop();
    expect(chat.stopped).toEqual([4]);
  });

  it('never follows when stopped before the chat loaded', async () => {
    const chat = new RecordingChat();
    const { loader, load } = heldLoader<ChatPort>(chat);
    const port = new DeferredChatPort(loadOnce(load));
    port.follow(4, 0, listener)();
    loader.release();
    await port.markRead(4, 1);
    expect(chat.followed).toEqual([]);
  });

  it('reports the feed as reconnecting when the chat cannot load, and follows once it loads', async () => {
    vi.useFakeTimers();
    try {
      const chat = new RecordingChat();
      const states: string[] = [];
      let tries = 0;
      const port = new DeferredChatPort(loadOnce(() => (++tries < 3 ? Promise.reject(new TypeError('offline')) : Promise.resolve<ChatPort>(chat))));
      const stop = port.follow(4, 0, { onMessage: () => {}, onState: (state) => states.push(state) });
      await vi.advanceTimersByTimeAsync(0);
      expect(states).toEqual(['reconnecting']);
      expect(chat.followed).toEqual([]);
      // 1 s, then 2 s: the same waits as a dropped stream.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(states).toEqual(['reconnecting', 'reconnecting']);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(tries).toBe(3);
      expect(chat.followed).toEqual([4]);
      stop();
      expect(chat.stopped).toEqual([4]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops trying when the page stops following', async () => {
    vi.useFakeTimers();
    try {
      let tries = 0;
      const port = new DeferredChatPort(loadOnce(() => { tries += 1; return Promise.reject(new TypeError('offline')); }));
      const stop = port.follow(4, 0, { onMessage: () => {} });
      await vi.advanceTimersByTimeAsync(0);
      stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(tries).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
