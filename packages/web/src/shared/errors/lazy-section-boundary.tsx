import { Component, type ReactNode } from 'react';

interface LazySectionBoundaryProps {
  readonly children: ReactNode;
  /** What the section shows once it failed; nothing when absent. */
  readonly fallback?: ReactNode;
  /** Told once, when the section fails (to close what opened it, or to say so). */
  readonly onFailure?: (error: unknown) => void;
  /** A section that stays mounted tries again when this changes (it is asked for again). */
  readonly retryKey?: unknown;
}

/**
 * Keeps a section of the frame whose code did not arrive (or that broke) from taking the whole
 * page with it: the section gives way to `fallback`. A class, because React has no hook that
 * catches a child's error.
 */
export class LazySectionBoundary extends Component<LazySectionBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailure?.(error);
  }

  override componentDidUpdate(previous: LazySectionBoundaryProps): void {
    if (this.state.failed && previous.retryKey !== this.props.retryKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
