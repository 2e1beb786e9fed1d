import { Alert, Box, Button, Spinner } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SignedInGate } from '../../shared/signed-in-gate.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { PaymentsStore } from '../../stores/payments.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { ReceiptSheet } from './receipt-sheet.js';

// On paper the receipt stands alone: the site's header goes while this page is open.
const PRINT_ONLY_THE_RECEIPT = { '@media print': { header: { display: 'none !important' } } } as const;

/** `/pagamentos/:id/recibo`: a paid payment's printable receipt. */
export const ReceiptPage = observer(function ReceiptPage() {
  const { session } = useStores();
  usePageTitle('Recibo de pagamento');
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Global styles={PRINT_ONLY_THE_RECEIPT} />
      <SignedInGate session={session}>
        <Receipt />
      </SignedInGate>
    </Box>
  );
});

const Receipt = observer(function Receipt() {
  const payments = usePageStore(PaymentsStore);
  const { id } = useParams();
  const paymentId = Number(id);
  const valid = Number.isSafeInteger(paymentId) && paymentId > 0;
  useEffect(() => {
    if (valid) void payments.loadReceipt(paymentId);
  }, [payments, paymentId, valid]);
  const error = valid ? payments.receiptError : 'Pagamento não encontrado.';
  if (error !== null) {
    return (
      <Alert.Root status="error" role="alert" flexWrap="wrap">
        <Alert.Indicator />
        <Alert.Description>{error}</Alert.Description>
        <Button size="sm" variant="outline" ml="auto" asChild>
          <RouterLink to="/pagamentos">Voltar aos pagamentos</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  const receipt = payments.receipt;
  if (receipt?.payment.id !== paymentId) return <Spinner aria-label="Carregando o recibo" />;
  return <ReceiptSheet receipt={receipt} />;
});
