import { Alert, Badge, Box, Button, Card, Checkbox, Heading, HStack, Separator, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import type { PaymentQuote } from '@publi/application';
import { basisPointsToPercent, formatBRL, PAYMENT_METHODS } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { SignedInGate } from '../../shared/signed-in-gate.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { CheckoutStore } from '../../stores/checkout.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { CardPanel } from './card-panel.js';
import { paymentMethodLabel } from '../../shared/payment-method-labels.js';
import { PixDuePanel } from './pix-due-panel.js';
import { PixPanel } from './pix-panel.js';

/** `/contratos/:id/pagamento`: the checkout of an accepted contract, by Pix, Pix com vencimento or card. */
export const CheckoutPage = observer(function CheckoutPage() {
  const { session } = useStores();
  usePageTitle('Pagamento');
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <SignedInGate session={session}>
        <Checkout />
      </SignedInGate>
    </Box>
  );
});

const Checkout = observer(function Checkout() {
  const checkout = usePageStore(CheckoutStore);
  const { id } = useParams();
  const navigate = useNavigate();
  const contractId = Number(id);
  useEffect(() => {
    if (Number.isInteger(contractId) && contractId > 0) void checkout.open(contractId);
    return () => {
      checkout.close();
    };
  }, [checkout, contractId]);
  // The provider settled it: back to the contract, which now reads "Pago".
  useEffect(() => {
    if (checkout.paid) void navigate(`/contratos/${String(contractId)}`, { state: { paid: true } });
  }, [checkout.paid, contractId, navigate]);

  if (checkout.status === 'error') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>{checkout.error}</Alert.Description>
        <Button size="sm" variant="outline" ml="auto" asChild>
          <RouterLink to={`/contratos/${String(contractId)}`}>Voltar ao contrato</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  const { contract, quote } = checkout.order;
  if (checkout.status !== 'ready' || contract === null || quote === null) return <Spinner aria-label="Carregando o pagamento" />;
  const started = checkout.payment !== null;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Text fontSize="sm">
          <RouterLink to={`/contratos/${String(contract.id)}`}>← Contrato</RouterLink>
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Pagamento</Heading>
        <Text color="fg.muted">{quote.projectName}</Text>
      </Stack>
      {checkout.order.siblings.length > 0 && (
        <Checkbox.Root checked={checkout.order.payTogether} disabled={started} onCheckedChange={(event) => void checkout.setPayTogether(event.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Pagar junto os outros {checkout.order.siblings.length} contratos aceitos deste projeto, com um só pagamento</Checkbox.Label>
        </Checkbox.Root>
      )}
      <QuoteCard quote={quote} />
      {checkout.order.limitMessage !== null && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>{checkout.order.limitMessage}</Alert.Description>
        </Alert.Root>
      )}
      {quote.simulation && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            <Badge colorPalette="orange" mr="2">Demonstração</Badge>
            Pagamentos de teste: nenhum dinheiro de verdade é cobrado.
          </Alert.Description>
        </Alert.Root>
      )}
      <Tabs.Root value={checkout.method} onValueChange={(event) => { checkout.choose(PAYMENT_METHODS.find((method) => method === event.value) ?? 'pix'); }} variant="enclosed" fitted>
        <Tabs.List>
          {PAYMENT_METHODS.map((method) => (
            // Three labels share a phone's width: a long one wraps inside its tab instead of pushing the row wider than the screen.
            <Tabs.Trigger key={method} value={method} disabled={started && checkout.method !== method} whiteSpace="normal" textAlign="center" h="auto" minH="10" py="1.5">
              {paymentMethodLabel(method)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="pix">
          <PixPanel />
        </Tabs.Content>
        <Tabs.Content value="pix_due">
          <PixDuePanel />
        </Tabs.Content>
        <Tabs.Content value="card">
          <CardPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
});

function QuoteCard({ quote }: { readonly quote: PaymentQuote }) {
  const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(basisPointsToPercent(quote.feeBasisPoints));
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stack gap="2" fontSize="sm">
          {quote.items.map((item) => (
            <HStack key={item.contractId} justify="space-between">
              <Text>{item.creatorName}</Text>
              <Text>{formatBRL(item.amountCentavos)}</Text>
            </HStack>
          ))}
          <Separator />
          <HStack justify="space-between">
            <Text>Valor dos contratos</Text>
            <Text>{formatBRL(quote.amountCentavos)}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text>Taxa da plataforma ({percent}%)</Text>
            <Text>{formatBRL(quote.feeCentavos)}</Text>
          </HStack>
          <HStack justify="space-between" fontWeight="bold" fontSize="md">
            <Text>Total</Text>
            <Text data-testid="checkout-total">{formatBRL(quote.totalCentavos)}</Text>
          </HStack>
          <Text color="fg.muted">
            A Publi guarda o valor até você aprovar a entrega; só então ele é liberado ao criador. Se você cancelar o contrato antes da entrega, devolvemos o valor e a taxa.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
