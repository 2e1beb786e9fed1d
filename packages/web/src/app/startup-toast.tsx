import { APPLICATION_ERROR_MESSAGES } from '@publi/application';
import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { toaster } from '../shared/toaster.js';
import { useStores } from '../stores/stores-context.js';
import { mayToastUserLoadFailure } from './user-load-toast.js';

/**
 * SPEC section 8: when loading the user fails, a toast shows the server's message (the generic
 * one when there is none), except on the sign-up steps.
 */
export function StartupToast() {
  const { session } = useStores();
  const { pathname } = useLocation();
  // Read when the error arrives, not when the effect was set up: startup may end after a redirect.
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      reaction(
        () => session.loadError,
        (error) => {
          if (error === null || !mayToastUserLoadFailure(currentPath.current)) return;
          toaster.create({
            type: 'error',
            title: 'Não foi possível carregar sua conta',
            description: error.message.trim() === '' ? APPLICATION_ERROR_MESSAGES['SERVER.ERROR'] : error.message,
            closable: true,
          });
        },
        { fireImmediately: true },
      ),
    // Once per page load: the toast is about startup, not about later navigation.
    [session],
  );
  return null;
}
