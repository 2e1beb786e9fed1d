import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the sign-in and sign-up screens: a centred card, full width on a phone. */
export function AuthCard({ title, subtitle, wide = false, children }: {
  readonly title: string; readonly subtitle?: string; readonly wide?: boolean; readonly children: ReactNode;
}) {
  return (
    <Stack align="center" py={{ base: '6', md: '14' }} px={{ base: '4', md: '6' }}>
      <Card.Root width="100%" maxW={wide ? '2xl' : 'md'} variant={{ base: 'subtle', md: 'outline' }} borderRadius="2xl">
        <Card.Body gap="6" p={{ base: '5', md: '8' }}>
          <Stack gap="1">
            <Heading as="h1" size="2xl" letterSpacing="tight">{title}</Heading>
            {subtitle !== undefined && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
          {children}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
