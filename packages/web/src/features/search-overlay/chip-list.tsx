import { Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The chips of a section, or a line saying nothing matched. */
export function ChipList({ label, count, empty, children }: { readonly label: string; readonly count: number; readonly empty: string; readonly children: ReactNode }) {
  if (count === 0) return <Text fontSize="sm" color="fg.muted">{empty}</Text>;
  return (
    <Wrap role="group" aria-label={label} gap="2">
      {children}
    </Wrap>
  );
}
