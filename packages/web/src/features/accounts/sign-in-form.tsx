import { Input, Stack } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { FormField } from '../../shared/forms/form-field.js';
import { emailError, requiredError } from '../../shared/forms/form-rules.js';
import { PasswordInput } from '../../shared/forms/password-input.js';
import { SignInStore } from '../../stores/sign-in.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { DemoLogins } from './demo-logins.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { formErrorsFrom, hasErrors, type FormErrors } from '../../shared/forms/form-errors.js';
import { GoogleButton, OrSeparator } from './google-button.js';
import { BusyButton } from '../../shared/busy-button.js';

type Field = 'email' | 'password';
const NO_ERRORS: FormErrors<Field> = { fields: {}, form: null };

/** The sign-in form; what was typed stays after a failure, the message says why in pt-BR. */
export function SignInForm({ onSignedIn }: { readonly onSignedIn: () => void }) {
  const signIn = usePageStore(SignInStore);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);
  const [pending, setPending] = useState<'email' | 'google' | null>(null);

  const run = async (kind: 'email' | 'google', attempt: () => Promise<void>) => {
    setPending(kind);
    setErrors(NO_ERRORS);
    try {
      await attempt();
      onSignedIn();
    } catch (error) {
      setErrors(formErrorsFrom(error, ['email', 'password']));
      setPending(null);
    }
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const fields = { email: emailError(email) ?? undefined, password: requiredError(password) ?? undefined };
    if (hasErrors(fields)) {
      setErrors({ fields, form: null });
      return;
    }
    void run('email', () => signIn.withEmail(email.trim(), password));
  };

  return (
    <Stack gap="5">
      <DemoLogins onPick={(login) => { setEmail(login.email); setPassword(login.password); setErrors(NO_ERRORS); }} />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormAlert message={errors.form} />
          <FormField label="E-mail" error={errors.fields.email}>
            <Input type="email" name="email" autoComplete="email" value={email} onChange={(event) => { setEmail(event.target.value); }} />
          </FormField>
          <FormField label="Senha" error={errors.fields.password}>
            <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(event) => { setPassword(event.target.value); }} />
          </FormField>
          <BusyButton type="submit" colorPalette="primary" size="lg" width="full" busy={pending === 'email'} locked={pending !== null}>
            Entrar
          </BusyButton>
        </Stack>
      </form>
      <OrSeparator />
      <GoogleButton onClick={() => void run('google', () => signIn.withGoogle())} busy={pending === 'google'} locked={pending !== null} />
    </Stack>
  );
}
