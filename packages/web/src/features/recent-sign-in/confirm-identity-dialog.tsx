import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { BusyButton } from '../../shared/busy-button.js';
import { FormField } from '../../shared/forms/form-field.js';
import { PasswordInput } from '../../shared/forms/password-input.js';
import { useStores } from '../../stores/stores-context.js';

/**
 * "Confirme que é você": opened by `RecentSignInStore` when the server wants a recent sign-in
 * before money moves. The password (or Google's pop-up) confirms; a wrong password shows beside
 * the field and keeps what was typed. On close, focus goes back to `returnFocusTo`, the button
 * that started the action (`ConfirmIdentityWhenAsked` reads it as the dialog opens).
 */
export const ConfirmIdentityDialog = observer(function ConfirmIdentityDialog({ returnFocusTo }: { readonly returnFocusTo: () => HTMLElement | null }) {
  const { recentSignIn } = useStores();
  const isPassword = recentSignIn.method === 'password';
  return (
    <Dialog.Root
      open={recentSignIn.isOpen}
      onOpenChange={(details) => { if (!details.open) recentSignIn.cancel(); }}
      finalFocusEl={returnFocusTo}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void recentSignIn.confirm();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Confirme que é você</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    {isPassword
                      ? 'Por segurança, antes de continuar, digite de novo a senha da sua conta.'
                      : 'Por segurança, antes de continuar, entre de novo com a sua conta Google.'}
                  </Text>
                  {isPassword ? (
                    <FormField label="Senha" error={recentSignIn.error}>
                      <PasswordInput
                        autoComplete="current-password"
                        value={recentSignIn.password}
                        onChange={(event) => { recentSignIn.setPassword(event.target.value); }}
                        data-autofocus
                      />
                    </FormField>
                  ) : (
                    recentSignIn.error !== null && <Text color="red.fg" role="alert">{recentSignIn.error}</Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection={{ base: 'column-reverse', md: 'row' }} alignItems="stretch">
                <Button variant="outline" onClick={() => { recentSignIn.cancel(); }} disabled={recentSignIn.confirming}>
                  Cancelar
                </Button>
                <BusyButton type="submit" colorPalette="primary" busy={recentSignIn.confirming}>
                  {isPassword ? 'Confirmar' : 'Entrar com Google'}
                </BusyButton>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
