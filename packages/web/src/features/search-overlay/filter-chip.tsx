import { Button } from '@chakra-ui/react';

/** A chip that toggles one filter; its pressed state shows whether the filter is on. */
export function FilterChip({ label, selected, onToggle }: { readonly label: string; readonly selected: boolean; readonly onToggle: () => void }) {
  return (
    <Button
      size="sm"
      borderRadius="full"
      variant={selected ? 'solid' : 'outline'}
      colorPalette={selected ? 'secondary' : 'gray'}
      aria-pressed={selected}
      onClick={onToggle}
    >
      {selected && <span aria-hidden="true">✓ </span>}
      {label}
    </Button>
  );
}
