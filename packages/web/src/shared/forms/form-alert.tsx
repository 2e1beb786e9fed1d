import { Alert } from '@chakra-ui/react';

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({ message, status = 'error' }: { readonly message: string | null; readonly status?: 'error' | 'success' | 'info' }) {
  if (message === null) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} borderRadius="lg">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
