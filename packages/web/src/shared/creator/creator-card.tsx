import type { CreatorCard as CreatorCardModel } from '@publi/application';
import { Card, Heading, HStack, Image, Link, Stack, Tag, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CartToggleButton } from './cart-toggle-button.js';
import { creatorPhoto, formatEngagement, formatFollowers, formatLocation } from './creator-format.js';

// How wide a card's picture shows: the grid's columns (1, 2, 3, 4) inside the page's 80rem.
const CARD_PHOTO_SIZES = '(min-width: 80em) 19rem, (min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw';
import { PriceList } from './price-list.js';

const SHOWN_CATEGORIES = 3;

/** A creator in a grid: picture, name (a link to the profile), where, audience, prices and the cart button. */
export function CreatorCard({
  creator,
  headingLevel = 'h2',
  eager = false,
}: {
  readonly creator: CreatorCardModel;
  readonly headingLevel?: 'h2' | 'h3';
  /** The first cards on screen: their pictures load at once, as the page's largest paint. */
  readonly eager?: boolean;
}) {
  const location = formatLocation(creator.city, creator.state);
  const headingId = `creator-card-${String(creator.id)}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} overflow="hidden" size="sm" height="full">
      <Image
        {...creatorPhoto(creator.image, CARD_PHOTO_SIZES)}
        alt={`Foto de ${creator.name}`}
        aspectRatio={{ base: 2, sm: 4 / 3 }}
        objectFit="cover"
        bg="bg.muted"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
      <Card.Body gap="3">
        <Stack gap="0.5">
          <Heading as={headingLevel} size="md" id={headingId} lineClamp={1}>
            <Link asChild color="fg" _hover={{ color: 'secondary.fg' }}>
              <RouterLink to={`/creator/${String(creator.id)}`}>{creator.name}</RouterLink>
            </Link>
          </Heading>
          <Text fontSize="sm" color="fg.muted">{location ?? 'Localização não informada'}</Text>
        </Stack>
        {creator.categories.length > 0 && (
          <HStack gap="1.5" wrap="wrap" aria-label="Categorias">
            {creator.categories.slice(0, SHOWN_CATEGORIES).map((category) => (
              <Tag.Root key={category.id} size="sm" variant="subtle" colorPalette="secondary">
                <Tag.Label>{category.name}</Tag.Label>
              </Tag.Root>
            ))}
          </HStack>
        )}
        <HStack columnGap="4" rowGap="0" wrap="wrap" fontSize="sm">
          <Text><Text as="strong">{formatFollowers(creator.followers)}</Text> seguidores</Text>
          <Text><Text as="strong">{formatEngagement(creator.engagement)}</Text> engajamento</Text>
        </HStack>
        <PriceList prices={creator.prices} />
      </Card.Body>
      <Card.Footer>
        <CartToggleButton creator={creator} width="full" size="sm" />
      </Card.Footer>
    </Card.Root>
  );
}
