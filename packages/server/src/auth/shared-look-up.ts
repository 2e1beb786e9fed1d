/**
 * One look-up per key for callers that ask at the same moment: a second call while the first is
 * in flight gets its answer. The app's start asks the identity provider twice about the same
 * account (has it a password, when were its sessions cut): one request instead of two.
 * Nothing is kept once the answer is in, so no answer is ever stale.
 */
export function sharedInFlight<Key, Value>(lookUp: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const inFlight = new Map<Key, Promise<Value>>();
  return (key) => {
    const running = inFlight.get(key);
    if (running !== undefined) return running;
    const started = lookUp(key).finally(() => {
      inFlight.delete(key);
    });
    inFlight.set(key, started);
    return started;
  };
}
