import { Alert, Card, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BusyButton } from '../../shared/busy-button.js';
import { EMAIL_KIND_LABELS } from '../../shared/email-kind-labels.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { UnsubscribeStore } from '../../stores/unsubscribe.store.js';
import { usePageStore } from '../../stores/stores-context.js';

/** The message of a link without a token: the contract's own words for an incomplete link. */
const INCOMPLETE_LINK = 'O link de descadastro está incompleto.';

/**
 * `/email/descadastrar?token=`: where an e-mail's "Não quero mais receber" leads, signed in or
 * not. It says what the link turns off and asks first: only "Parar de receber" changes anything.
 */
export const UnsubscribePage = observer(function UnsubscribePage() {
  usePageTitle('Descadastrar e-mails');
  const store = usePageStore(UnsubscribeStore);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useEffect(() => {
    if (token !== '') void store.read(token);
  }, [store, token]);
  return (
    <Stack maxW="xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }} gap="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Descadastrar e-mails</Heading>
      <Card.Root variant="outline" borderRadius="2xl">
        <Card.Body gap="4">
          {token === '' ? <Failure message={INCOMPLETE_LINK} /> : <LinkState />}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
});

const LinkState = observer(function LinkState() {
  const store = usePageStore(UnsubscribeStore);
  if (store.status === 'error') return <Failure message={store.error ?? INCOMPLETE_LINK} />;
  if (store.link === null) return <Spinner alignSelf="center" size="lg" aria-label="Lendo o link de descadastro" />;
  const label = EMAIL_KIND_LABELS[store.link.kind].label;
  if (store.status === 'done') {
    return (
      <Stack gap="3">
        {/* A kind that cannot be turned off (security) is still on after the server's answer. */}
        <Text role="status" fontWeight="semibold">
          {store.link.email ? `${label} continuam chegando. ${EMAIL_KIND_LABELS.security.description}` : 'Pronto: você não receberá mais estes e-mails.'}
        </Text>
        <ChooseOthers />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Text fontSize="lg">
        Você não quer mais receber: <strong>{label}</strong> em <strong>{store.link.emailHint}</strong>?
      </Text>
      {store.confirmError !== null && <Text role="alert" color="fg.error">{store.confirmError}</Text>}
      <BusyButton colorPalette="primary" alignSelf={{ base: 'stretch', md: 'start' }} busy={store.confirming} busyText="Parando…" onClick={() => void store.confirm()}>
        Parar de receber
      </BusyButton>
      <ChooseOthers />
    </Stack>
  );
});

function Failure({ message }: { readonly message: string }) {
  return (
    <Stack gap="3">
      <Alert.Root status="error" role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Description>{message}</Alert.Description>
      </Alert.Root>
      <ChooseOthers />
    </Stack>
  );
}

function ChooseOthers() {
  return (
    <Link asChild colorPalette="secondary" textDecoration="underline" alignSelf="start">
      <RouterLink to="/perfil/notificacoes">Escolher outros e-mails</RouterLink>
    </Link>
  );
}
