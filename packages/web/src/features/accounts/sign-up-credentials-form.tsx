import { Input, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type SyntheticEvent } from 'react';
import { FormField } from '../../shared/forms/form-field.js';
import { emailError, newPasswordError, requiredError } from '../../shared/forms/form-rules.js';
import { PasswordInput } from '../../shared/forms/password-input.js';
import { usePageStore } from '../../stores/stores-context.js';
import { SignUpStore, type SignUpType } from '../../stores/sign-up.store.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { formErrorsFrom, hasErrors, type FormErrors } from '../../shared/forms/form-errors.js';
import { GoogleButton, OrSeparator } from './google-button.js';
import { PrivacyConsentField } from './privacy-consent-field.js';
import { BusyButton } from '../../shared/busy-button.js';

type Field = 'name' | 'companyName' | 'email' | 'password' | 'privacyPolicyVersion';
const FIELDS: readonly Field[] = ['name', 'companyName', 'email', 'password', 'privacyPolicyVersion'];
const CONSENT_MISSING = 'Para criar a conta, leia e aceite a Política de Privacidade.';
const NO_ERRORS: FormErrors<Field> = { fields: {}, form: null };

/** Step 2's form. Name and e-mail live in the sign-up store, so leaving the step keeps them. */
export const SignUpCredentialsForm = observer(function SignUpCredentialsForm({ type, onSignedUp }: { readonly type: SignUpType; readonly onSignedUp: () => void }) {
  const signUp = usePageStore(SignUpStore);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);
  const [pending, setPending] = useState<'email' | 'google' | null>(null);

  const run = async (kind: 'email' | 'google', create: () => Promise<unknown>) => {
    setPending(kind);
    setErrors(NO_ERRORS);
    try {
      await create();
      onSignedUp();
    } catch (error) {
      setErrors(formErrorsFrom(error, FIELDS));
      setPending(null);
    }
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const fields = {
      name: requiredError(signUp.name) ?? undefined,
      companyName: type === 'brand' ? (requiredError(signUp.companyName) ?? undefined) : undefined,
      email: emailError(signUp.email) ?? undefined,
      password: newPasswordError(password) ?? undefined,
      privacyPolicyVersion: signUp.privacyAccepted ? undefined : CONSENT_MISSING,
    };
    if (hasErrors(fields)) {
      setErrors({ fields, form: null });
      return;
    }
    void run('email', () => signUp.withEmail({ type, name: signUp.name.trim(), email: signUp.email.trim(), password }));
  };
  const withGoogle = () => {
    // Google creates the account too, so it needs the same consent as the form.
    if (!signUp.privacyAccepted) {
      setErrors({ fields: { privacyPolicyVersion: CONSENT_MISSING }, form: null });
      return;
    }
    const name = signUp.name.trim();
    void run('google', () => signUp.withGoogle(type, name === '' ? undefined : name));
  };

  return (
    <Stack gap="5">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormAlert message={errors.form} />
          <FormField label="Nome" error={errors.fields.name} required>
            <Input name="full-name" autoComplete="name" value={signUp.name} onChange={(event) => { signUp.keepCredentials(event.target.value, signUp.email); }} />
          </FormField>
          {type === 'brand' && (
            <FormField label="Empresa" error={errors.fields.companyName} helperText="O nome da empresa, como as notas vão sair." required>
              <Input name="companyName" autoComplete="organization" value={signUp.companyName} onChange={(event) => { signUp.keepCompanyName(event.target.value); }} />
            </FormField>
          )}
          <FormField label="E-mail" error={errors.fields.email} required>
            <Input type="email" name="email" autoComplete="email" value={signUp.email} onChange={(event) => { signUp.keepCredentials(signUp.name, event.target.value); }} />
          </FormField>
          <FormField label="Senha" error={errors.fields.password} helperText="Pelo menos 6 caracteres." required>
            <PasswordInput name="password" autoComplete="new-password" value={password} onChange={(event) => { setPassword(event.target.value); }} />
          </FormField>
          <PrivacyConsentField accepted={signUp.privacyAccepted} onChange={(accepted) => { signUp.acceptPrivacy(accepted); }} error={errors.fields.privacyPolicyVersion} />
          <BusyButton type="submit" colorPalette="primary" size="lg" width="full" busy={pending === 'email'} locked={pending !== null}>
            Criar conta
          </BusyButton>
        </Stack>
      </form>
      <OrSeparator />
      <GoogleButton onClick={withGoogle} busy={pending === 'google'} locked={pending !== null} />
    </Stack>
  );
});
