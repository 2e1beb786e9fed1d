import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  readonly label: string;
  /** The pt-BR message shown under the control; marks the field invalid when set. */
  readonly error?: string | null | undefined;
  readonly helperText?: string | undefined;
  readonly required?: boolean | undefined;
  /** The control's id, for links that bring the person to this field (the completion meter's). */
  readonly id?: string | undefined;
  /** One control (`Input`, `NativeSelect`, …): Chakra's field context labels it. */
  readonly children: ReactNode;
}

/**
 * A labelled control with its error beside it. Chakra's `Field` ties the label, the control and
 * the error text together (`aria-describedby`, `aria-invalid`), so screen readers and tests find
 * the control by its label and read the error with it.
 */
export function FormField({ label, error, helperText, required = false, id, children }: FormFieldProps) {
  const invalid = error !== undefined && error !== null && error !== '';
  return (
    <Field.Root invalid={invalid} required={required} {...(id === undefined ? {} : { ids: { control: id } })}>
      {/* No asterisk: the label stays exactly `label` for screen readers and tests; the
          control still says it is required (`aria-required`), optional ones say so in text. */}
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText !== undefined && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
