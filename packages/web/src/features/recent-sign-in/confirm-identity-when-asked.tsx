import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef, useState } from 'react';
import { announceSectionFailure } from '../../shared/errors/announce-section-failure.js';
import { LazySectionBoundary } from '../../shared/errors/lazy-section-boundary.js';
import { useStores } from '../../stores/stores-context.js';

// The dialog's code (its machine, focus trap and form) loads the first time the server asks for
// a recent sign-in, which few visits ever see, not with every first page.
const ConfirmIdentityDialog = lazy(() => import('./confirm-identity-dialog.js').then((module) => ({ default: module.ConfirmIdentityDialog })));

const focusedElement = (): HTMLElement | null => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/**
 * "Confirme que é você", mounted from the first time `RecentSignInStore` opens it and kept
 * mounted after, so it can close and hand the focus back. The element to hand it back to is
 * read while rendering the change to open, before the dialog (perhaps still loading) or its
 * focus trap can move the focus.
 */
export const ConfirmIdentityWhenAsked = observer(function ConfirmIdentityWhenAsked() {
  const { recentSignIn } = useStores();
  const [asked, setAsked] = useState(false);
  const openedFrom = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const timesAsked = useRef(0);
  if (recentSignIn.isOpen && !wasOpen.current) {
    openedFrom.current = focusedElement();
    timesAsked.current += 1;
  }
  wasOpen.current = recentSignIn.isOpen;
  if (recentSignIn.isOpen && !asked) setAsked(true);
  if (!asked) return null;
  return (
    // If the dialog's code does not arrive, the action ends with the server's refusal, as when
    // the person closes the dialog, and the page says why it did not open.
    <LazySectionBoundary
      retryKey={timesAsked.current}
      onFailure={(error) => { recentSignIn.cancel(); announceSectionFailure('a confirmação de identidade', error); }}
    >
      <Suspense fallback={null}>
        <ConfirmIdentityDialog returnFocusTo={() => openedFrom.current} />
      </Suspense>
    </LazySectionBoundary>
  );
});
