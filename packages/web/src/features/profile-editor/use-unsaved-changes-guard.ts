import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * While `dirty`, leaving the page asks first: a move inside the app is held by the router's
 * blocker (the caller shows the question), closing or reloading the tab by the browser's own.
 * A move to a field of the same section (`#campo-…`) is not leaving.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => { window.removeEventListener('beforeunload', warn); };
  }, [dirty]);
  return blocker;
}
