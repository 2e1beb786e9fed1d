import { HStack, IconButton, Text } from '@chakra-ui/react';

/** − n + for one format; `canDecrease` keeps a delivery from dropping to nothing. */
export function QuantityStepper({
  label,
  creatorName,
  value,
  canDecrease,
  disabled,
  onChange,
}: {
  readonly label: string;
  readonly creatorName: string;
  readonly value: number;
  readonly canDecrease: boolean;
  readonly disabled: boolean;
  readonly onChange: (value: number) => void;
}) {
  return (
    <HStack gap="1" role="group" aria-label={`${label} de ${creatorName}`} justify="space-between" maxW={{ base: '64', md: 'none' }}>
      <Text fontSize="sm" minW="14">{label}</Text>
      <IconButton size="xs" variant="outline" aria-label={`Menos ${label} para ${creatorName}`} disabled={disabled || !canDecrease || value <= 0} onClick={() => { onChange(value - 1); }}>
        −
      </IconButton>
      <Text as="output" minW="6" textAlign="center" fontWeight="semibold" aria-live="polite">{value}</Text>
      <IconButton size="xs" variant="outline" aria-label={`Mais ${label} para ${creatorName}`} disabled={disabled} onClick={() => { onChange(value + 1); }}>
        +
      </IconButton>
    </HStack>
  );
}
