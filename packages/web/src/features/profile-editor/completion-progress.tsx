import { HStack, Progress, Text } from '@chakra-ui/react';

/** The overall percentage as a bar, named "Perfil completo" for assistive technology. */
export function CompletionProgress({ percent }: { readonly percent: number }) {
  return (
    <Progress.Root value={percent} colorPalette={percent === 100 ? 'success' : 'secondary'} size="md" flex="1">
      <HStack justify="space-between" mb="1.5">
        <Progress.Label fontWeight="semibold">Perfil completo</Progress.Label>
        <Progress.ValueText fontWeight="bold" data-testid="completion-percent">{percent}%</Progress.ValueText>
      </HStack>
      {/* The track is the progressbar; Ark names it by its value ("7%"), which says nothing of what progresses. */}
      <Progress.Track borderRadius="full" aria-label="Perfil completo">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/** "Tudo pronto" once nothing is missing. */
export function CompleteNote() {
  return <Text fontSize="sm" color="success.fg" fontWeight="medium">Tudo pronto: seu perfil está completo.</Text>;
}
