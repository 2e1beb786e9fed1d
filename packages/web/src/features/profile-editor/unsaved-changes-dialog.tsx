import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { Blocker } from 'react-router-dom';

/** "Sair sem salvar?": asked when a move away was held because the form has unsaved changes. */
export function UnsavedChangesDialog({ blocker }: { readonly blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => { if (!details.open && blocker.state === 'blocked') blocker.reset(); }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Sair sem salvar?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>O que você mudou nesta seção ainda não foi salvo e será perdido.</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => { if (blocker.state === 'blocked') blocker.reset(); }}>Continuar editando</Button>
              <Button colorPalette="red" onClick={() => { if (blocker.state === 'blocked') blocker.proceed(); }}>Sair sem salvar</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
