import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent, Ref } from 'react';

interface BusyButtonProps extends Omit<ButtonProps, 'loading' | 'disabled'> {
  /** This button's request runs: a spinner (and `busyText`, when given) and `aria-busy`. */
  readonly busy: boolean;
  /** Presses do nothing for another reason (another request of the page runs). */
  readonly locked?: boolean;
  /** What the button says while busy ("Salvando…"); its own text otherwise. */
  readonly busyText?: string;
  readonly ref?: Ref<HTMLButtonElement>;
}

/**
 * A button for a request. Chakra's `loading` and `disabled` make a `disabled` button, and a
 * disabled button drops the keyboard focus to the page's start, so a keyboard user is thrown
 * out of the form at every save. This one, while busy or locked, says so (`aria-disabled`, which
 * the theme draws as disabled) and ignores presses, a form's submit included, but keeps the focus.
 */
export function BusyButton({ busy, locked = false, busyText, onClick, children, ...props }: BusyButtonProps) {
  const unavailable = busy || locked;
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // A submit button's click is what submits its form (Enter in a field too): cancel both.
    if (unavailable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button aria-disabled={unavailable} aria-busy={busy} onClick={press} {...props}>
      {busy && <Spinner size="sm" aria-hidden="true" />}
      {busy && busyText !== undefined ? busyText : children}
    </Button>
  );
}
