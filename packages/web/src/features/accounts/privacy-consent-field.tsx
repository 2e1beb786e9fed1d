import { Checkbox, Field, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Props of {@link PrivacyConsentField}. */
export interface PrivacyConsentFieldProps {
  readonly accepted: boolean;
  readonly onChange: (accepted: boolean) => void;
  /** The pt-BR message beside the box: not ticked, or the policy changed since the page loaded. */
  readonly error?: string | undefined;
}

const ERROR_ID = 'privacy-consent-error';

/**
 * The sign-up's required "Li e aceito a Política de Privacidade" (LGPD consent). The policy opens
 * in a new tab, so what was typed on the form stays where it was.
 */
export function PrivacyConsentField({ accepted, onChange, error }: PrivacyConsentFieldProps) {
  const invalid = error !== undefined && error !== '';
  return (
    <Field.Root invalid={invalid} required>
      <Checkbox.Root checked={accepted} invalid={invalid} onCheckedChange={(event) => { onChange(event.checked === true); }}>
        {/* Chakra's checkbox does not read the field's error, so the box names it itself. */}
        <Checkbox.HiddenInput name="privacy-consent" aria-invalid={invalid} {...(invalid ? { 'aria-describedby': ERROR_ID } : {})} />
        <Checkbox.Control />
        <Checkbox.Label>
          Li e aceito a{' '}
          <Link asChild color="fg" textDecoration="underline">
            <RouterLink to="/privacidade" target="_blank" rel="noopener">Política de Privacidade</RouterLink>
          </Link>
        </Checkbox.Label>
      </Checkbox.Root>
      {invalid && <Field.ErrorText id={ERROR_ID}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
