import { Alert, Stack, Text } from '@chakra-ui/react';
import type { Earnings } from '@publi/application';
import { NO_PAYOUT_DESTINATION_NUDGE } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { EarningsStore } from '../../stores/earnings.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { BusyButton } from '../../shared/busy-button.js';

/** Where bank data and the Pix key are kept (the profile editor's "Meu negócio" section). */
const BANK_DATA_PATH = '/perfil/dados-bancarios';

/**
 * Where payouts go and asking for one. The nudge (no bank data, or a payout the bank refused)
 * points to the bank data; an agent sees it without the link and cannot ask for a payout, since
 * only the creator decides where their money goes.
 */
export const PayoutPanel = observer(function PayoutPanel({ earnings, forAgent }: { readonly earnings: Earnings; readonly forAgent: boolean }) {
  const store = usePageStore(EarningsStore);
  const nudge = earnings.nudge ?? (earnings.destination === null ? NO_PAYOUT_DESTINATION_NUDGE : null);
  return (
    <Stack gap="3">
      {earnings.destination !== null && (
        <Text>Os saques vão para: <Text as="span" fontWeight="semibold">{earnings.destination.label}</Text></Text>
      )}
      {nudge !== null && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            {nudge}
            {!forAgent && (
              <>
                {' '}
                <RouterLink to={BANK_DATA_PATH}>Ir para os dados bancários</RouterLink>
              </>
            )}
          </Alert.Description>
        </Alert.Root>
      )}
      {!forAgent && (
        <Stack gap="2" align="start">
          <BusyButton colorPalette="primary" busy={store.requesting} locked={!earnings.canRequestPayout} onClick={() => void store.requestPayout()}>
            Solicitar saque
          </BusyButton>
          <Text role="status" fontSize="sm">{store.requested && store.requestError === null ? 'Saque solicitado: o valor chega em instantes.' : ''}</Text>
          {store.requestError !== null && <Text role="alert" fontSize="sm" color="fg.error">{store.requestError}</Text>}
        </Stack>
      )}
    </Stack>
  );
});
