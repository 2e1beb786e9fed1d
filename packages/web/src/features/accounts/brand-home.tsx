import { Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';

/** A brand's start: find creators, or go on with the cart. */
export const BrandHome = observer(function BrandHome() {
  const { searchOverlay, cart } = useStores();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Card.Root variant="subtle" bg="secondary.subtle" borderRadius="2xl">
        <Card.Body gap="3" alignItems="flex-start">
          <Heading as="h2" size="lg">Encontre os criadores certos</Heading>
          <Text>Busque por categoria, cidade, audiência e engajamento.</Text>
          <Button colorPalette="secondary" onClick={() => { searchOverlay.open(); }} aria-haspopup="dialog">Buscar criadores</Button>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" borderRadius="2xl">
        <Card.Body gap="3" alignItems="flex-start">
          <Heading as="h2" size="lg">Seu carrinho</Heading>
          <Text color="fg.muted">
            {cart.count === 0 ? 'Nenhum criador no carrinho ainda.' : `${String(cart.count)} ${cart.count === 1 ? 'criador escolhido' : 'criadores escolhidos'}.`}
          </Text>
          <Button asChild variant="outline">
            <RouterLink to="/carrinho">Ver carrinho</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
});
