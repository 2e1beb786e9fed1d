const FORWARDED_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

/**
 * Runs `cleanUp` (synchronously) when this process exits or is told to stop, so a child in its
 * own process group, which the terminal's Ctrl-C does not reach, dies with it.
 * Returns the function that removes the hooks again.
 */
export function onParentExit(cleanUp: () => void): () => void {
  const onSignal = (signal: NodeJS.Signals): void => {
    remove();
    cleanUp();
    // Listening for a signal cancels Node's default of exiting on it. When no one else listens,
    // raise it again so the process still stops as the sender meant.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const remove = (): void => {
    process.off('exit', cleanUp);
    for (const signal of FORWARDED_SIGNALS) process.off(signal, onSignal);
  };
  process.once('exit', cleanUp);
  for (const signal of FORWARDED_SIGNALS) process.once(signal, onSignal);
  return remove;
}
