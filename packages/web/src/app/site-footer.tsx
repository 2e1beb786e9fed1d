import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The bottom of every page: where anyone finds the privacy policy (LGPD asks for it to be easy to reach). */
export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" px={{ base: '4', md: '8' }} py="6">
      <Flex maxW="7xl" mx="auto" gap="4" wrap="wrap" justify="space-between" align="center">
        <Text color="fg.muted" fontSize="sm">Publi: marcas e criadores de conteúdo</Text>
        <Link asChild fontSize="sm" color="fg" textDecoration="underline">
          <RouterLink to="/privacidade">Política de Privacidade</RouterLink>
        </Link>
      </Flex>
    </Box>
  );
}
