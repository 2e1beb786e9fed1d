import { useState } from 'react';
import { formErrorsFrom } from '../../shared/forms/form-errors.js';

/** What a section's draft offers its save: a check, where the server's messages go, and "saved". */
export interface SavableDraft<Field extends string> {
  /** Checks what was typed and shows what is wrong; `true` when it can be sent. */
  validate(): boolean;
  /** The server's per-field messages; what was typed stays. */
  showErrors(errors: { readonly [K in Field]?: string | undefined }): void;
  /** What is shown is now what the server holds. */
  markSaved(): void;
}

/**
 * A section's save: checked first, then sent with the button loading; a refusal puts the
 * server's pt-BR messages beside their fields (or above the form) and keeps what was typed.
 */
export function useSectionSave<Field extends string>(draft: SavableDraft<Field>, fields: readonly Field[], save: () => Promise<void>) {
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = async (): Promise<void> => {
    setFormError(null);
    setSaved(false);
    if (!draft.validate()) return;
    setSaving(true);
    try {
      await save();
      draft.markSaved();
      setSaved(true);
    } catch (error) {
      const placed = formErrorsFrom(error, fields);
      draft.showErrors(placed.fields);
      setFormError(placed.form);
    } finally {
      setSaving(false);
    }
  };
  return { saving, formError, saved, submit };
}
