import { Alert, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { BusyButton } from '../../shared/busy-button.js';
import { useStores } from '../../stores/stores-context.js';

/**
 * Under the header of every page while the signed-in account's e-mail is unconfirmed: why it
 * matters (Publi's e-mails wait for it; the site still shows everything), the link again, and
 * "Já confirmei" once it was opened.
 */
export const EmailConfirmationNotice = observer(function EmailConfirmationNotice() {
  const { emailConfirmation: notice } = useStores();
  if (!notice.needed) return null;
  const busy = notice.pending.running;
  return (
    <Alert.Root status="warning" role="region" borderRadius="0" px={{ base: '4', md: '8' }} aria-labelledby="email-confirmation-title">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title id="email-confirmation-title">Confirme seu e-mail</Alert.Title>
        <Alert.Description>
          <Text>
            Enviamos um link para <strong>{notice.email}</strong>. Até você abri-lo, avisos de propostas, mensagens e pagamentos aparecem só aqui na Publi, não no seu e-mail.
          </Text>
          {notice.linkSent && <Text role="status">Link enviado de novo. Confira também a caixa de spam.</Text>}
          {notice.error !== null && <Text role="alert" color="fg.error">{notice.error}</Text>}
        </Alert.Description>
        <HStack gap="2" flexWrap="wrap">
          <BusyButton size="sm" variant="solid" colorPalette="primary" busy={notice.pending.current === 'confirm'} locked={busy} onClick={() => void notice.confirm()}>
            Já confirmei
          </BusyButton>
          <BusyButton size="sm" variant="outline" colorPalette="primary" busy={notice.pending.current === 'send'} locked={busy} onClick={() => void notice.send()}>
            Enviar o link de novo
          </BusyButton>
        </HStack>
      </Stack>
    </Alert.Root>
  );
});
