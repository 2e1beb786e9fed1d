import { Button, Group } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context.js';
import type { SearchMode } from '../../stores/search-overlay.store.js';

const MODES: readonly { readonly mode: SearchMode; readonly label: string }[] = [
  { mode: 'text', label: 'Texto' },
  { mode: 'tags', label: 'Tags' },
];

/** The two toggle buttons that choose text search or tag filters (SPEC 2). */
export const ModeToggle = observer(function ModeToggle() {
  const { searchOverlay } = useStores();
  return (
    <Group attached role="group" aria-label="Modo de busca" alignSelf="flex-start">
      {MODES.map(({ mode, label }) => {
        const active = searchOverlay.mode === mode;
        return (
          <Button
            key={mode}
            size="sm"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'primary' : 'gray'}
            aria-pressed={active}
            onClick={() => { searchOverlay.setMode(mode); }}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
});
