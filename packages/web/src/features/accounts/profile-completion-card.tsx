import { Badge, Card, Heading, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import type { ProfileCompletion } from '@publi/domain';

/** The profile's completion: the overall bar, then each section with what it still misses. */
export function ProfileCompletionCard({ completion }: { readonly completion: ProfileCompletion }) {
  return (
    <Card.Root variant="outline" borderRadius="2xl">
      <Card.Body gap="5">
        <Progress.Root value={completion.percent} colorPalette="secondary" size="lg" aria-label="Perfil completo">
          <HStack justify="space-between" mb="2">
            <Progress.Label asChild>
              <Heading as="h2" size="lg">Seu perfil</Heading>
            </Progress.Label>
            <Progress.ValueText fontWeight="semibold">{completion.percent}% completo</Progress.ValueText>
          </HStack>
          <Progress.Track borderRadius="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <List.Root variant="plain" gap="3" aria-label="Seções do perfil">
          {completion.sections.map((section) => (
            <List.Item key={section.key} display="block">
              <Stack gap="1">
                <HStack justify="space-between">
                  <Text fontWeight="medium">{section.label}</Text>
                  <Badge colorPalette={section.percent === 100 ? 'success' : 'gray'} variant="subtle">
                    {section.percent === 100 ? 'Completo' : `${String(section.percent)}%`}
                  </Badge>
                </HStack>
                {section.missing.length > 0 && (
                  <Text fontSize="sm" color="fg.muted">Falta: {section.missing.join(', ')}</Text>
                )}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
