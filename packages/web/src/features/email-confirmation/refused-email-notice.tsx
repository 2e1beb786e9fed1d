import { Alert, Link } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';

/**
 * Under the header while the mail server refuses the signed-in account's address (the server
 * records it at send time, and clears it when the address changes): Publi's e-mails are not
 * arriving, and the person is sent to where the address is changed.
 */
export const RefusedEmailNotice = observer(function RefusedEmailNotice() {
  const { session } = useStores();
  const user = session.user;
  if (user?.emailRefusedAt == null) return null;
  // A creator changes the address in "Meu perfil"; other accounts find their profile at `/perfil`.
  const where = user.type === 'creator' ? '/perfil/meu-perfil#campo-email' : '/perfil';
  return (
    <Alert.Root status="error" role="region" borderRadius="0" px={{ base: '4', md: '8' }} aria-labelledby="refused-email-title">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id="refused-email-title">E-mails não entregues</Alert.Title>
        <Alert.Description>
          Não conseguimos entregar e-mails para <strong>{user.email}</strong>: o servidor de e-mail recusou o endereço. Confira seu e-mail em{' '}
          <Link asChild colorPalette="primary" textDecoration="underline" fontWeight="semibold">
            <RouterLink to={where}>Perfil</RouterLink>
          </Link>
          .
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
});
