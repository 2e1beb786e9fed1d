import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef, useState } from 'react';
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
  if (recentSignIn.isOpen && !wasOpen.current) openedFrom.current = focusedElement();
  wasOpen.current = recentSignIn.isOpen;
  if (recentSignIn.isOpen && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmIdentityDialog returnFocusTo={() => openedFrom.current} />
    </Suspense>
  );
});
