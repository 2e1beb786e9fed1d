import { Box, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../shared/use-page-title.js';
import { FeaturedCreators } from './featured-creators.js';
import { HowItWorks } from './how-it-works.js';
import { LandingHero } from './landing-hero.js';

/** `/`: the visitors' front page (signed-in people may see it too; nobody is redirected). */
export function LandingPage() {
  usePageTitle('Criadores e marcas');
  return (
    <Box>
      <LandingHero />
      <FeaturedCreators />
      <HowItWorks />
      <Box as="footer" borderTopWidth="1px" px={{ base: '4', md: '8' }} py="8">
        <Text maxW="7xl" mx="auto" fontSize="sm" color="fg.muted">
          © {new Date().getFullYear()} Publi · O marketplace que conecta marcas e criadores de conteúdo do Brasil.
        </Text>
      </Box>
    </Box>
  );
}
