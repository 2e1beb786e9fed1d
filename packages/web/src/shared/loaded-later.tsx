import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component from {@link loadedLater}: its code loads on first render, or on `preload`. */
export interface LoadedLater<Props extends object> {
  (props: Props): ReactNode;
  /** Loads the code now (idle time, tests); a failed load is tried again by the next call. */
  preload(): Promise<void>;
}

/**
 * A part of a page whose code comes after the page: `Waiting` (given `failed` once the code
 * could not arrive) stands in its place until it has loaded, then it is drawn in the same
 * render as the rest, without a suspense boundary's flash, wherever it appears next. A page
 * then carries only the code of what it shows first (a date picker, one section of a form).
 */
export function loadedLater<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Waiting: ComponentType<Props & { readonly failed: boolean }>,
): LoadedLater<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function LoadedLaterPart(props: Props) {
    const [Component, setComponent] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Component !== null) return;
      let current = true;
      preload().then(
        () => {
          if (current) setComponent(() => loaded);
        },
        () => {
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, [Component]);
    return Component === null ? <Waiting {...props} failed={failed} /> : <Component {...props} />;
  }
  return Object.assign(LoadedLaterPart, { preload });
}
