import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';

/** The first screen: what Publi is, and the way in for brands, creators and the curious. */
export const LandingHero = observer(function LandingHero() {
  const { searchOverlay } = useStores();
  return (
    <Box as="section" aria-labelledby="landing-title" bgGradient="to-br" gradientFrom="secondary.subtle" gradientTo="bg" px={{ base: '4', md: '8' }} py={{ base: '12', md: '24' }}>
      <Stack maxW="4xl" mx="auto" gap={{ base: '5', md: '7' }} align={{ base: 'stretch', md: 'center' }} textAlign={{ base: 'left', md: 'center' }}>
        <Heading id="landing-title" as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight" lineHeight="1.05">
          Conecte sua marca aos criadores{' '}
          <Text as="span" color="secondary.solid">certos</Text>
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
          Encontre criadores de conteúdo por cidade, categoria, audiência e engajamento, veja os preços de cada formato e monte sua campanha em minutos.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
          <Button asChild size="lg" colorPalette="secondary">
            <RouterLink to="/signup">Sou marca — começar</RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline" colorPalette="primary">
            <RouterLink to="/signup">Sou criador(a)</RouterLink>
          </Button>
          <Button size="lg" variant="ghost" colorPalette="primary" aria-haspopup="dialog" onClick={() => { searchOverlay.open(); }}>
            Buscar criadores
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
});
