import { Box, Button, Card, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import { formatBRL } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { CartLine } from '../../stores/cart-line.js';
import { creatorPhoto, formatPrice } from '../../shared/creator/creator-format.js';
import { JOB_FORMATS } from '../../shared/creator/job-formats.js';
import { useStores } from '../../stores/stores-context.js';
import { toaster } from '../../shared/toaster.js';
import { QuantityStepper } from '../../shared/quantity-stepper.js';

/** One creator in the cart: who, how many of each format at what price, the subtotal, and remove. */
export const CartLineItem = observer(function CartLineItem({ line }: { readonly line: CartLine }) {
  const { cart } = useStores();
  const { delivery, card, name } = line;
  const pieces = delivery.stories + delivery.feed + delivery.tiktok;
  const busy = cart.isPending(delivery.creatorId);
  const run = async (action: Promise<string | null>) => {
    const error = await action;
    if (error !== null) toaster.create({ type: 'error', title: error });
  };
  return (
    <Card.Root as="li" size="sm" aria-label={name}>
      <Card.Body>
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
          <Flex gap="3" align="center" flex="1" minW="0">
            <Image {...creatorPhoto(line.image, '3.5rem')} alt="" boxSize="14" borderRadius="full" objectFit="cover" bg="bg.muted" />
            <Stack gap="0" minW="0">
              <Link asChild fontWeight="semibold">
                <RouterLink to={`/creator/${String(delivery.creatorId)}`}>{name}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {card === null ? 'Carregando preços…' : JOB_FORMATS.map(({ key, label }) => `${label} ${formatPrice(card.prices[key])}`).join(' · ')}
              </Text>
            </Stack>
          </Flex>
          <Stack gap="1.5" minW={{ md: '52' }}>
            {JOB_FORMATS.map(({ key, label }) => (
              <QuantityStepper
                key={key}
                label={label}
                creatorName={name}
                value={delivery[key]}
                canDecrease={pieces > 1}
                disabled={busy}
                onChange={(value) => void run(cart.setQuantity(delivery.creatorId, key, value))}
              />
            ))}
          </Stack>
          <Stack gap="1" align={{ base: 'stretch', md: 'flex-end' }} minW={{ md: '36' }}>
            <Box textAlign={{ md: 'right' }}>
              <Text fontSize="xs" color="fg.muted">Subtotal</Text>
              <Text fontWeight="bold">{formatBRL(line.subtotal)}</Text>
              {line.hasUnpriced && <Text fontSize="xs" color="fg.muted">+ itens sob consulta</Text>}
            </Box>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remover ${name}`} loading={busy} onClick={() => void run(cart.remove(delivery.creatorId))}>
              Remover
            </Button>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
});
