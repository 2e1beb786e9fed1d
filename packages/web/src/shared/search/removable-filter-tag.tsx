import { Tag } from '@chakra-ui/react';

/** One active search filter as a pill with its remove button (`Remover filtro {label}`). */
export function RemovableFilterTag({
  label,
  onRemove,
  variant,
}: {
  readonly label: string;
  readonly onRemove: () => void;
  readonly variant: 'solid' | 'subtle';
}) {
  return (
    <Tag.Root size="lg" variant={variant} colorPalette="secondary" borderRadius="full">
      <Tag.Label>{label}</Tag.Label>
      <Tag.EndElement>
        <Tag.CloseTrigger aria-label={`Remover filtro ${label}`} onClick={onRemove} />
      </Tag.EndElement>
    </Tag.Root>
  );
}
