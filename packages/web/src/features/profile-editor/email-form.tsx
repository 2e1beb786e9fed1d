import { Alert, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { FormField } from '../../shared/forms/form-field.js';
import { emailError } from '../../shared/forms/form-rules.js';
import { PasswordInput } from '../../shared/forms/password-input.js';
import { AccountAccessStore } from '../../stores/account-access.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { FIELD_TARGETS } from './field-targets.js';
import { useAccessRequest } from './use-access-request.js';
import { BusyButton } from '../../shared/busy-button.js';

/**
 * The e-mail, changed the provider's way: a link goes to the new address, and only once it is
 * opened does the account take it (the server reads it from the verified token).
 */
export const EmailForm = observer(function EmailForm() {
  const { session } = useStores();
  const accountAccess = usePageStore(AccountAccessStore);
  const saved = session.user?.email ?? '';
  const [email, setEmail] = useState(saved);
  const [current, setCurrent] = useState('');
  const request = useAccessRequest();
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const invalid = emailError(email) ?? (email.trim() === saved ? 'Este já é o seu e-mail.' : null);
    if (invalid !== null) {
      request.setErrors({ email: invalid });
      return;
    }
    await request.run(() => accountAccess.requestEmailChange(email, request.needsCurrent ? current : undefined));
  };
  const confirm = async () => {
    if (await request.run(() => accountAccess.confirmEmailChange())) setEmail(session.user?.email ?? email);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Alterar e-mail">
      <Stack gap="4">
        <FormAlert message={request.formError} />
        <FormField label="E-mail" id={FIELD_TARGETS.email.id} error={request.errors.email}>
          <Input name="email" type="email" autoComplete="email" value={email} onChange={(event) => { setEmail(event.target.value); request.setErrors({}); }} />
        </FormField>
        {request.needsCurrent && (
          <FormField label="Senha atual" error={request.errors.currentPassword}>
            <PasswordInput name="currentPassword" autoComplete="current-password" value={current} onChange={(event) => { setCurrent(event.target.value); }} />
          </FormField>
        )}
        {accountAccess.pendingEmail !== null && (
          <Alert.Root status="info" role="status" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Description>
              Enviamos um link para {accountAccess.pendingEmail}. Abra-o para confirmar; seu e-mail muda só depois disso.
            </Alert.Description>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap="3" flexWrap="wrap">
          {accountAccess.pendingEmail !== null && (
            <Button variant="ghost" onClick={() => void confirm()} disabled={request.busy}>Já confirmei</Button>
          )}
          <BusyButton type="submit" variant="outline" busy={request.busy}>Alterar e-mail</BusyButton>
        </HStack>
      </Stack>
    </form>
  );
});
