import { Button, Checkbox, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { toaster } from '../../shared/toaster.js';
import { AccountDeletionStore } from '../../stores/account-deletion.store.js';
import { usePageStore } from '../../stores/stores-context.js';

/**
 * The last question before the account is deleted: the person ticks that they understand it is
 * for good, then confirms. While the request runs the confirm button keeps the focus
 * (`aria-disabled`, `aria-busy`: a disabled button would drop it to the page's start) and the
 * dialog stays open; a refusal (contracts under way) shows the server's sentence here. Once
 * deleted, the person lands on `/` and a notice says so.
 */
export const DeleteAccountDialog = observer(function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) {
  const deletion = usePageStore(AccountDeletionStore);
  const navigate = useNavigate();
  const tickBox = useRef<HTMLInputElement | null>(null);
  const confirm = async () => {
    if (!(await deletion.delete())) return;
    void navigate('/', { replace: true });
    toaster.create({ type: 'success', title: 'Sua conta foi excluída.', duration: 10_000, closable: true });
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => { if (!deletion.deleting) onOpenChange(details.open); }}
      initialFocusEl={() => tickBox.current}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline" alignSelf={{ base: 'stretch', md: 'flex-start' }}>
          Excluir minha conta
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Excluir sua conta para sempre?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  Os seus dados pessoais e o seu acesso serão apagados. Os registros financeiros ficam guardados por 5 anos como “Conta excluída”.
                  Não há como desfazer.
                </Text>
                <Checkbox.Root checked={deletion.acknowledged} onCheckedChange={(details) => { deletion.setAcknowledged(details.checked === true); }}>
                  <Checkbox.HiddenInput ref={tickBox} />
                  <Checkbox.Control />
                  <Checkbox.Label>Entendo que a exclusão é definitiva</Checkbox.Label>
                </Checkbox.Root>
                <FormAlert message={deletion.error} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', md: 'row' }} alignItems="stretch">
              <Button variant="outline" onClick={() => { if (!deletion.deleting) onOpenChange(false); }} aria-disabled={deletion.deleting}>
                Cancelar
              </Button>
              <Button
                colorPalette="red"
                disabled={!deletion.acknowledged}
                aria-disabled={deletion.deleting}
                aria-busy={deletion.deleting}
                onClick={() => { if (!deletion.deleting) void confirm(); }}
              >
                {deletion.deleting && <Spinner size="xs" aria-hidden="true" />}
                Excluir minha conta
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
