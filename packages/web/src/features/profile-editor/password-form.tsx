import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { FormField } from '../../shared/forms/form-field.js';
import { newPasswordError } from '../../shared/forms/form-rules.js';
import { PasswordInput } from '../../shared/forms/password-input.js';
import { AccountAccessStore } from '../../stores/account-access.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { FIELD_TARGETS } from './field-targets.js';
import { useAccessRequest } from './use-access-request.js';
import { BusyButton } from '../../shared/busy-button.js';

/** "Alterar senha", or "Criar senha" for an account that signs in only with Google. */
export const PasswordForm = observer(function PasswordForm() {
  const accountAccess = usePageStore(AccountAccessStore);
  const creating = !accountAccess.hasPassword;
  const [password, setPassword] = useState('');
  const [current, setCurrent] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const request = useAccessRequest();
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setDone(null);
    const invalid = newPasswordError(password);
    if (invalid !== null) {
      request.setErrors({ password: invalid });
      return;
    }
    const ok = await request.run(() =>
      creating ? accountAccess.createPassword(password) : accountAccess.changePassword(password, request.needsCurrent ? current : undefined),
    );
    if (ok) {
      setPassword('');
      setCurrent('');
      setDone(creating ? 'Senha criada.' : 'Senha alterada.');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={creating ? 'Criar senha' : 'Alterar senha'}>
      <Stack gap="4">
        <FormAlert message={request.formError} />
        {creating && <Text color="fg.muted">Você entra com o Google. Crie uma senha para entrar também com e-mail e senha.</Text>}
        {request.needsCurrent && (
          <FormField label="Senha atual" error={request.errors.currentPassword}>
            <PasswordInput name="currentPassword" autoComplete="current-password" value={current} onChange={(event) => { setCurrent(event.target.value); }} />
          </FormField>
        )}
        <FormField label={creating ? 'Criar senha' : 'Nova senha'} id={FIELD_TARGETS.password.id} error={request.errors.password} helperText="Pelo menos 6 caracteres.">
          <PasswordInput name="newPassword" autoComplete="new-password" value={password} onChange={(event) => { setPassword(event.target.value); request.setErrors({}); }} />
        </FormField>
        {done !== null && <Text role="status" color="success.fg">{done}</Text>}
        <BusyButton type="submit" variant="outline" alignSelf={{ base: 'stretch', md: 'flex-end' }} busy={request.busy}>
          {creating ? 'Criar senha' : 'Alterar senha'}
        </BusyButton>
      </Stack>
    </form>
  );
});
