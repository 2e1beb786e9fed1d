import { Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { formatBRL } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';

/** The total, and for visitors the invitation to sign in so the cart is kept. */
export const CartSummary = observer(function CartSummary() {
  const { cart, session } = useStores();
  return (
    <Card.Root as="aside" aria-label="Resumo do carrinho" position={{ md: 'sticky' }} top={{ md: '24' }}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">Resumo</Heading>
        <Text>{cart.count} {cart.count === 1 ? 'criador' : 'criadores'}</Text>
        <Stack gap="0">
          <Text fontWeight="semibold">Total estimado</Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="cart-total" overflowWrap="anywhere">{formatBRL(cart.total)}</Text>
        </Stack>
        {cart.hasUnpricedItems && <Text fontSize="sm" color="fg.muted">Alguns itens são sob consulta e não entram no total.</Text>}
        {session.isSignedIn && session.accountType === 'brand' && (
          <Button asChild colorPalette="secondary">
            <RouterLink to="/projetos/novo?do=carrinho">Criar projeto</RouterLink>
          </Button>
        )}
        {!session.isSignedIn && (
          <Button asChild colorPalette="secondary">
            <RouterLink to="/entrar?next=/carrinho">Entre para salvar seu carrinho</RouterLink>
          </Button>
        )}
        <Link asChild fontSize="sm" color="fg.muted">
          <RouterLink to="/busca">Continuar buscando criadores</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
});
