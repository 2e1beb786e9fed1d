import { Box, Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

const STEPS = [
  { title: 'Busque', text: 'Filtre criadores por cidade, categoria, tamanho da audiência e engajamento.' },
  { title: 'Monte o carrinho', text: 'Escolha quantos stories, posts no feed e vídeos no TikTok quer de cada criador.' },
  { title: 'Contrate', text: 'Envie sua proposta, acompanhe as entregas e pague com segurança pela Publi.' },
] as const;

/** Three steps from search to a hired creator. */
export function HowItWorks() {
  return (
    <Box as="section" aria-labelledby="how-title" bg="bg.muted" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
      <Box maxW="7xl" mx="auto">
        <Heading id="how-title" as="h2" size={{ base: '2xl', md: '3xl' }} mb="8">Como funciona</Heading>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {STEPS.map((step, index) => (
            <Stack as="li" key={step.title} gap="3" bg="bg" p="6" borderRadius="l3" shadow="xs">
              <Circle size="10" bg="secondary.solid" color="secondary.contrast" fontWeight="bold" aria-hidden="true">{index + 1}</Circle>
              <Heading as="h3" size="lg">{step.title}</Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>
    </Box>
  );
}
