import { Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { CloseButton } from '../../shared/close-button.js';
import { OverlayFooter } from './overlay-footer.js';
import { OVERLAY_TITLE, OverlayHeading } from './overlay-heading.js';
import { SearchBody, SearchControls } from './search-body.js';
import { useEarlySearchTakeOver } from './use-early-search-take-over.js';

/** The overlay on desktop: a centred dialog whose body scrolls inside it. */
export function SearchDialog({ onOpenChange }: { readonly onOpenChange: (details: { open: boolean }) => void }) {
  const searchBox = useRef<HTMLInputElement>(null);
  const finalFocusEl = useEarlySearchTakeOver(searchBox);
  return (
    // Focus leaving is not a reason to close: under StrictMode's double effects the focus trap
    // hands focus back to the header button once, which closed the overlay right after opening.
    // Escape, the close button and a click on the backdrop still close it.
    <Dialog.Root
      open
      onOpenChange={onOpenChange}
      placement="center"
      scrollBehavior="inside"
      size="lg"
      initialFocusEl={() => searchBox.current}
      finalFocusEl={finalFocusEl}
      onFocusOutside={(event) => { event.preventDefault(); }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={OVERLAY_TITLE} maxH="85dvh">
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
              <Dialog.Title asChild>
                <OverlayHeading />
              </Dialog.Title>
              <SearchControls searchBox={searchBox} />
            </Dialog.Header>
            <Dialog.Body>
              <SearchBody />
            </Dialog.Body>
            <Dialog.Footer>
              <OverlayFooter />
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Fechar busca" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
