import { Alert, Badge, Button, Field, HStack, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { formatCountdown } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../stores/stores-context.js';
import { BusyButton } from '../../shared/busy-button.js';

/** The Pix: the QR to scan, the code to copy, the time left, and "simular pagamento" in demo mode. */
export const PixPanel = observer(function PixPanel() {
  const { checkout } = useStores();
  const [now, setNow] = useState(() => Date.now());
  const [copied, setCopied] = useState(false);
  const pix = checkout.payment?.method === 'pix' ? checkout.payment.pix : null;
  useEffect(() => {
    if (pix === null) return undefined;
    const timer = setInterval(() => { setNow(Date.now()); }, 1000);
    return () => { clearInterval(timer); };
  }, [pix]);

  const copy = async () => {
    if (pix === null) return;
    await navigator.clipboard.writeText(pix.code);
    setCopied(true);
  };

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
  return (
    <Stack gap="4" pt="4" align={{ base: 'stretch', md: 'start' }}>
      <Image src={pix.qrImage} alt="QR Code do Pix" width="240px" height="240px" alignSelf="center" />
      <Field.Root>
        <Field.Label>Pix copia e cola</Field.Label>
        <Textarea value={pix.code} readOnly rows={3} fontFamily="mono" fontSize="xs" onFocus={(event) => { event.target.select(); }} />
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>{copied ? 'Código copiado' : 'Copiar código'}</Button>
        <Text role="timer" aria-live="off" fontSize="sm">
          {left === '00:00' ? 'Este Pix venceu.' : `Expira em ${left}`}
        </Text>
      </HStack>
      <Text aria-live="polite" fontSize="sm" color="fg.muted">Aguardando o pagamento… esta página avança sozinha quando ele for confirmado.</Text>
      {checkout.payError !== null && <PayError message={checkout.payError} />}
      {checkout.order.quote?.simulation === true && (
        <Stack gap="2" borderWidth="1px" borderStyle="dashed" borderColor="orange.400" borderRadius="md" p="3">
          <HStack gap="2">
            <Badge colorPalette="orange">Só em demonstração</Badge>
          </HStack>
          <Text fontSize="sm">Sem banco por perto? Simule o pagamento deste Pix: a confirmação chega pelo mesmo caminho de um pagamento real.</Text>
          <BusyButton size="sm" colorPalette="orange" variant="outline" alignSelf="start" busy={checkout.pending === 'simulate'} onClick={() => void checkout.simulate()}>
            Simular pagamento
          </BusyButton>
        </Stack>
      )}
    </Stack>
  );
});

function PayError({ message }: { readonly message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
