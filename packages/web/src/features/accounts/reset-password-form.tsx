import { Input, Stack } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { FormField } from '../../shared/forms/form-field.js';
import { emailError } from '../../shared/forms/form-rules.js';
import { SignInStore } from '../../stores/sign-in.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { formErrorsFrom, type FormErrors } from '../../shared/forms/form-errors.js';
import { BusyButton } from '../../shared/busy-button.js';

const NO_ERRORS: FormErrors<'email'> = { fields: {}, form: null };

/** The e-mail to send a reset link to; `onSent` gets the address once the provider accepted it. */
export function ResetPasswordForm({ onSent }: { readonly onSent: (email: string) => void }) {
  const signIn = usePageStore(SignInStore);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);
  const [sending, setSending] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const invalid = emailError(email);
    if (invalid !== null) {
      setErrors({ fields: { email: invalid }, form: null });
      return;
    }
    setSending(true);
    setErrors(NO_ERRORS);
    try {
      await signIn.sendPasswordReset(email.trim());
      onSent(email.trim());
    } catch (error) {
      setErrors(formErrorsFrom(error, ['email']));
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <FormAlert message={errors.form} />
        <FormField label="E-mail" error={errors.fields.email}>
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(event) => { setEmail(event.target.value); }} />
        </FormField>
        <BusyButton type="submit" colorPalette="primary" size="lg" width="full" busy={sending}>
          Enviar link
        </BusyButton>
      </Stack>
    </form>
  );
}
