import { HStack, Progress, Text } from '@chakra-ui/react';

/** The overall percentage as a bar, named "Perfil completo" for assistive technology. */
export function CompletionProgress({ percent }: { readonly percent: number }) {
  return (
    <Progress.Root value={percent} colorPalette={percent === 100 ? 'success' : 'secondary'} size="md" aria-label="Perfil completo" flex="1">
      <HStack justify="space-between" mb="1.5">
        <Progress.Label fontWeight="semibold">Perfil completo</Progress.Label>
        <Progress.ValueText fontWeight="bold" data-testid="completion-percent">{percent}%</Progress.ValueText>
      </HStack>
      <Progress.Track borderRadius="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/** "Tudo pronto" once nothing is missing. */
export function CompleteNote() {
  return <Text fontSize="sm" color="success.fg" fontWeight="medium">Tudo pronto: seu perfil está completo.</Text>;
}
