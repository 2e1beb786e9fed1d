import type { JobPrices } from '@publi/application';
import { Box, Flex, Text } from '@chakra-ui/react';
import { formatPrice } from './creator-format.js';
import { JOB_FORMATS } from './job-formats.js';

/** A creator's price per format (Stories, Feed, TikTok) in BRL, one per row; unset prices read "Sob consulta". */
export function PriceList({ prices, size = 'sm' }: { readonly prices: JobPrices; readonly size?: 'sm' | 'md' }) {
  return (
    <Box as="dl" aria-label="Preços" bg="bg.muted" borderRadius="l2" px="3" py={size === 'md' ? '2' : '1'}>
      {JOB_FORMATS.map(({ key, label }) => (
        <Flex key={key} justify="space-between" align="baseline" gap="3" py={size === 'md' ? '1.5' : '0.5'} fontSize={size === 'md' ? 'md' : 'sm'}>
          <Text as="dt" color="fg.muted">{label}</Text>
          <Text as="dd" fontWeight="semibold" textAlign="right">{formatPrice(prices[key])}</Text>
        </Flex>
      ))}
    </Box>
  );
}
