import { isApplicationError } from '@publi/application';
import { useState } from 'react';
import { formErrorsFrom } from '../../shared/forms/form-errors.js';

type Field = 'email' | 'password' | 'currentPassword';

/**
 * One sign-in change (e-mail or password): while it runs the button loads; when the provider
 * wants a recent sign-in the "Senha atual" field appears and the next try sends it.
 */
export function useAccessRequest() {
  const [busy, setBusy] = useState(false);
  const [needsCurrent, setNeedsCurrent] = useState(false);
  const [errors, setErrors] = useState<{ readonly [K in Field]?: string | undefined }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const run = async (request: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await request();
      setNeedsCurrent(false);
      return true;
    } catch (error) {
      if (isApplicationError(error, 'IDENTITY.REAUTH_REQUIRED')) {
        setNeedsCurrent(true);
        setErrors({ currentPassword: error.message });
      } else if (isApplicationError(error, 'IDENTITY.WRONG_CREDENTIALS') && needsCurrent) {
        setErrors({ currentPassword: 'Senha atual incorreta.' });
      } else {
        const placed = formErrorsFrom(error, ['email', 'password'] as const);
        setErrors(placed.fields);
        setFormError(placed.form);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, needsCurrent, errors, formError, setErrors, run };
}
