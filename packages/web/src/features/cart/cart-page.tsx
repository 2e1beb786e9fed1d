import { Alert, Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CloseButton } from '../../shared/close-button.js';
import { useStores } from '../../stores/stores-context.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { CartLineItem } from './cart-line-item.js';
import { CartSummary } from './cart-summary.js';

/** `/carrinho`: the creators picked, how many pieces of each format, and what it costs. */
export const CartPage = observer(function CartPage() {
  usePageTitle('Carrinho');
  const { cart } = useStores();
  useEffect(() => {
    void cart.enter();
  }, [cart]);
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Carrinho</Heading>
        {cart.error !== null && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title flex="1">{cart.error}</Alert.Title>
            <CloseButton size="sm" aria-label="Fechar aviso" onClick={() => { cart.dismissError(); }} />
          </Alert.Root>
        )}
        {cart.count === 0 ? (
          cart.isSyncing ? <Text color="fg.muted" role="status">Carregando seu carrinho…</Text> : <EmptyCart />
        ) : (
          <Grid templateColumns={{ base: '1fr', md: '1fr 300px' }} gap="6" alignItems="start">
            <Stack as="ul" gap="3" aria-label="Criadores no carrinho" listStyleType="none">
              {cart.lines.map((line) => <CartLineItem key={line.delivery.creatorId} line={line} />)}
            </Stack>
            <CartSummary />
          </Grid>
        )}
      </Stack>
    </Box>
  );
});

function EmptyCart() {
  return (
    <Stack align="center" textAlign="center" gap="3" py="16" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <Heading as="h2" size="lg">Seu carrinho está vazio</Heading>
      <Text color="fg.muted" maxW="md">Busque criadores e adicione ao carrinho quem tem a ver com a sua marca.</Text>
      <Button asChild colorPalette="secondary">
        <RouterLink to="/busca">Buscar criadores</RouterLink>
      </Button>
    </Stack>
  );
}
