import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BusyButton } from '../../shared/busy-button.js';

/** Props of {@link SaveBar}. */
export interface SaveBarProps {
  readonly dirty: boolean;
  readonly saving: boolean;
  /** What the last save said, shown before "Alterações não salvas" would be (a success, or an error beside the button). */
  readonly outcome?: ReactNode;
}

/**
 * The foot of every profile section's form: what the last save said or "Alterações não salvas",
 * and "Salvar", busy while the save runs. Full width on a phone.
 */
export function SaveBar({ dirty, saving, outcome }: SaveBarProps) {
  return (
    <HStack gap="4" justify="flex-end" flexWrap="wrap">
      {outcome}
      {dirty && !saving && outcome == null && <Text color="fg.muted" fontSize="sm">Alterações não salvas</Text>}
      <BusyButton type="submit" colorPalette="primary" busy={saving} busyText="Salvando…" width={{ base: 'full', md: 'auto' }}>
        Salvar
      </BusyButton>
    </HStack>
  );
}
