import type { ReactNode } from 'react';

/**
 * A 24-unit line icon drawn in the text's colour, hidden from screen readers: the button or
 * link around it carries the name.
 */
export function LineIcon({ size = 18, children }: { readonly size?: number; readonly children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {children}
    </svg>
  );
}
