import { Drawer, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { CloseButton } from '../../shared/close-button.js';
import { OverlayFooter } from './overlay-footer.js';
import { OVERLAY_TITLE, OverlayHeading } from './overlay-heading.js';
import { SearchBody, SearchControls } from './search-body.js';
import { useEarlySearchTakeOver } from './use-early-search-take-over.js';

/** The overlay on mobile: a bottom sheet with rounded top corners and a scrolling body. */
export function SearchSheet({ onOpenChange }: { readonly onOpenChange: (details: { open: boolean }) => void }) {
  const searchBox = useRef<HTMLInputElement>(null);
  const finalFocusEl = useEarlySearchTakeOver(searchBox);
  return (
    // Focus leaving is not a reason to close: under StrictMode's double effects the focus trap
    // hands focus back to the header button once, which closed the overlay right after opening.
    // Escape, the close button and a click on the backdrop still close it.
    <Drawer.Root open onOpenChange={onOpenChange} placement="bottom" initialFocusEl={() => searchBox.current} finalFocusEl={finalFocusEl} onFocusOutside={(event) => { event.preventDefault(); }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label={OVERLAY_TITLE} data-variant="bottom-sheet" roundedTop="l3" maxH="90dvh">
            <Drawer.Header flexDirection="column" alignItems="stretch" gap="3">
              <Drawer.Title asChild>
                <OverlayHeading />
              </Drawer.Title>
              <SearchControls searchBox={searchBox} />
            </Drawer.Header>
            <Drawer.Body overflowY="auto">
              <SearchBody />
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <OverlayFooter />
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Fechar busca" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
