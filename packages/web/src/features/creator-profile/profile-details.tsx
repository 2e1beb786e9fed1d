import type { CreatorDetails } from '@publi/application';
import { Box, Card, Flex, Heading, HStack, Image, Stack, Tag, Text } from '@chakra-ui/react';
import { CartToggleButton } from '../../shared/creator/cart-toggle-button.js';
import { creatorPhoto, formatEngagement, formatFollowers, formatLocation } from '../../shared/creator/creator-format.js';
import { PriceList } from '../../shared/creator/price-list.js';
import { SocialNetworkList } from './social-network-list.js';

/** Everything a brand reads before hiring: who, where, audience, networks, badges and prices. */
export function ProfileDetails({ creator }: { readonly creator: CreatorDetails }) {
  const location = formatLocation(creator.city, creator.state);
  return (
    <Flex gap={{ base: '6', md: '10' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Stack gap="6" flex="1" minW="0">
        <Flex gap="5" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
          <Image {...creatorPhoto(creator.image, '(min-width: 721px) 9rem, 7rem')} alt={`Foto de ${creator.name}`} boxSize={{ base: '28', md: '36' }} borderRadius="full" objectFit="cover" bg="bg.muted" />
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{creator.name}</Heading>
            <Text color="fg.muted">{location ?? 'Localização não informada'}</Text>
            <HStack gap="4" fontSize="sm">
              <Text><Text as="strong">{formatFollowers(creator.followers)}</Text> seguidores</Text>
              <Text><Text as="strong">{formatEngagement(creator.engagement)}</Text> engajamento</Text>
            </HStack>
          </Stack>
        </Flex>
        {creator.miniBio !== null && creator.miniBio.trim() !== '' && <Text fontSize="lg">{creator.miniBio}</Text>}
        {creator.categories.length > 0 && (
          <Section title="Categorias">
            <HStack gap="2" wrap="wrap">
              {creator.categories.map((category) => (
                <Tag.Root key={category.id} colorPalette="secondary" variant="subtle"><Tag.Label>{category.name}</Tag.Label></Tag.Root>
              ))}
            </HStack>
          </Section>
        )}
        {creator.badges.length > 0 && (
          <Section title="Selos">
            <HStack gap="3" wrap="wrap">
              {creator.badges.map((badge) => (
                <HStack key={badge.id} gap="2" borderWidth="1px" borderRadius="full" px="3" py="1">
                  {badge.icon !== '' && (
                    // A missing icon hides itself: the badge's name says it all.
                    <Image src={badge.icon} alt="" boxSize="5" onError={(event) => { event.currentTarget.style.display = 'none'; }} />
                  )}
                  <Text fontSize="sm">{badge.name}</Text>
                </HStack>
              ))}
            </HStack>
          </Section>
        )}
        <Section title="Redes sociais">
          <SocialNetworkList networks={creator.socialNetworks} />
        </Section>
      </Stack>
      <Card.Root as="aside" aria-label="Preços e contratação" width={{ base: 'full', md: '80' }} position={{ md: 'sticky' }} top={{ md: '24' }}>
        <Card.Body gap="4">
          <Heading as="h2" size="md">Preços</Heading>
          <PriceList prices={creator.prices} size="md" />
          <CartToggleButton creator={creator} inCartLabel="No carrinho ✓ · Remover" width="full" />
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}

function Section({ title, children }: { readonly title: string; readonly children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="3">{title}</Heading>
      {children}
    </Box>
  );
}
