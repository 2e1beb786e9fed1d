import { Heading, Separator, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context.js';
import { EmailForm } from './email-form.js';
import { PasswordForm } from './password-form.js';

/** E-mail and password, each its own form; an agent acting for a creator never sees them. */
export const AccountAccess = observer(function AccountAccess() {
  const { actingAs } = useStores();
  if (actingAs.isActing) return null;
  return (
    <Stack gap="6">
      <Separator />
      <Heading as="h3" size="md">Acesso à conta</Heading>
      <EmailForm />
      <PasswordForm />
    </Stack>
  );
});
