import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../confirm-dialog.js';

/**
 * While `dirty`, leaving asks first: a link or the back button inside the app opens a dialog
 * ("Sair sem salvar?"), and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesWarning({ dirty }: { readonly dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => { window.removeEventListener('beforeunload', ask); };
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Sair sem salvar?"
      confirmLabel="Sair sem salvar"
      cancelLabel="Continuar editando"
      onConfirm={() => { blocker.proceed?.(); }}
      onCancel={() => { blocker.reset?.(); }}
    >
      <Text>Você tem alterações que ainda não foram salvas. Se sair agora, elas se perdem.</Text>
    </ConfirmDialog>
  );
}
