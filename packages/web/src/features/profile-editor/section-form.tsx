import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode, SyntheticEvent } from 'react';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { SaveBar } from './save-bar.js';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.js';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.js';

/** Props of {@link SectionForm}. */
export interface SectionFormProps {
  /** The form's accessible name, such as "Redes sociais". */
  readonly name: string;
  readonly dirty: boolean;
  readonly saving: boolean;
  /** A message about the whole form (not one field). */
  readonly formError: string | null;
  /** Shown after a save until the next change. */
  readonly saved: boolean;
  readonly onSubmit: () => Promise<void>;
  readonly children: ReactNode;
}

/**
 * One section's form: its fields, one "Salvar" (busy while the request runs, keeping the focus), the message
 * about the whole form, and the question before leaving with unsaved changes.
 */
export function SectionForm({ name, dirty, saving, formError, saved, onSubmit, children }: SectionFormProps) {
  const blocker = useUnsavedChangesGuard(dirty);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <Stack gap="6">
        <FormAlert message={formError} />
        {children}
        <SaveBar dirty={dirty} saving={saving} outcome={saved && !dirty ? <Text role="status" color="success.fg" fontWeight="medium">Alterações salvas.</Text> : null} />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
