import { useEffect, useState, type ReactNode } from 'react';

/**
 * Shows its children only after `delayMs`, so fast loads never flash an indicator (SPEC
 * section 9: lazy sections wait 200 ms, the loading bar 0 ms).
 */
export function Delayed({ delayMs, children }: { readonly delayMs: number; readonly children: ReactNode }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => { setVisible(true); }, delayMs);
    return () => { clearTimeout(timer); };
  }, [delayMs]);
  return visible ? children : null;
}
