import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CreatorGrid } from '../../shared/creator/creator-grid.js';
import { useStores } from '../../stores/stores-context.js';
import { FEATURED_COUNT } from '../../stores/creator-results.store.js';

/** The first creators of the catalogue, to show visitors what they will find. */
export const FeaturedCreators = observer(function FeaturedCreators() {
  const { creatorResults: results } = useStores();
  useEffect(() => {
    void results.loadFeatured();
  }, [results]);
  const failed = results.featuredStatus === 'error';
  return (
    <Box as="section" aria-labelledby="featured-title" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
      <HStack justify="space-between" align="flex-end" mb="6" gap="4" wrap="wrap">
        <Heading id="featured-title" as="h2" size={{ base: '2xl', md: '3xl' }}>Criadores em destaque</Heading>
        <Link asChild color="secondary.fg" fontWeight="semibold">
          <RouterLink to="/busca">Ver todos</RouterLink>
        </Link>
      </HStack>
      {failed ? (
        <Stack align="center" gap="3" py="10" role="status">
          <Text color="fg.muted">Não foi possível carregar os criadores.</Text>
          <Button variant="outline" onClick={() => void results.loadFeatured(true)}>Tentar de novo</Button>
        </Stack>
      ) : results.featuredStatus === 'ready' && results.featured.length === 0 ? (
        <Text color="fg.muted">Em breve, novos criadores por aqui.</Text>
      ) : (
        <CreatorGrid
          creators={results.featured}
          loading={results.featuredStatus !== 'ready'}
          skeletons={FEATURED_COUNT}
          label="Criadores em destaque"
          headingLevel="h3"
        />
      )}
    </Box>
  );
});
