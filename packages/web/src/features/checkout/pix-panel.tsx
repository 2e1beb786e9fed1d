import { Stack, Text } from '@chakra-ui/react';
import { formatCountdown } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BusyButton } from '../../shared/busy-button.js';
import { CheckoutStore } from '../../stores/checkout.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { PayError, PixCode } from './pix-code.js';

/** The Pix: the QR to scan, the code to copy, the time left, and "simular pagamento" in demo mode. */
export const PixPanel = observer(function PixPanel() {
  const checkout = usePageStore(CheckoutStore);
  const [now, setNow] = useState(() => Date.now());
  const pix = checkout.payment?.method === 'pix' ? checkout.payment.pix : null;
  useEffect(() => {
    if (pix === null) return undefined;
    const timer = setInterval(() => { setNow(Date.now()); }, 1000);
    return () => { clearInterval(timer); };
  }, [pix]);

  if (pix === null) {
    return (
      <Stack gap="3" pt="4">
        <Text>Gere o código e pague no aplicativo do seu banco, pelo QR ou pelo Pix copia e cola. O pagamento é confirmado aqui sozinho.</Text>
        {checkout.payError !== null && checkout.method === 'pix' && <PayError message={checkout.payError} />}
        <BusyButton colorPalette="primary" alignSelf="start" busy={checkout.pending === 'pix'} locked={checkout.pending !== null || checkout.order.limitMessage !== null} onClick={() => void checkout.payByPix()}>
          Gerar Pix
        </BusyButton>
      </Stack>
    );
  }
  const left = formatCountdown(new Date(pix.expiresAt).getTime() - now);
  const timer = (
    <Text role="timer" aria-live="off" fontSize="sm">
      {left === '00:00' ? 'Este Pix venceu.' : `Expira em ${left}`}
    </Text>
  );
  return <PixCode pix={pix} beside={timer} />;
});
