import type { SocialNetwork, SocialNetworkName } from '@publi/application';
import { Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatEngagement, formatFollowers } from '../../shared/creator/creator-format.js';

const NETWORK_NAMES: Record<SocialNetworkName, string> = {
  instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube', twitter: 'X (Twitter)',
  facebook: 'Facebook', linkedin: 'LinkedIn', kwai: 'Kwai', twitch: 'Twitch',
};

/** The creator's networks: which, the handle (a link when known), followers and engagement. */
export function SocialNetworkList({ networks }: { readonly networks: readonly SocialNetwork[] }) {
  if (networks.length === 0) return <Text color="fg.muted">Nenhuma rede social informada.</Text>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3">
      {networks.map((network) => (
        <Box as="li" key={`${network.name}-${network.username}`} borderWidth="1px" borderRadius="l2" p="3">
          <Text fontWeight="semibold">{NETWORK_NAMES[network.name]}</Text>
          {network.link === null ? (
            <Text color="fg.muted">@{network.username}</Text>
          ) : (
            <Link href={network.link} target="_blank" rel="noopener noreferrer" color="secondary.fg">@{network.username}</Link>
          )}
          <Stack direction="row" gap="4" fontSize="sm" mt="1">
            <Text><Text as="strong">{formatFollowers(network.followers)}</Text> seguidores</Text>
            <Text><Text as="strong">{formatEngagement(network.engagement)}</Text> engajamento</Text>
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
