import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context.js';
import { SearchDialog } from './search-dialog.js';
import { SearchSheet } from './search-sheet.js';
import { useScrollLock } from './use-scroll-lock.js';

/**
 * The creator search overlay (SPEC sections 2 and 4): a centred dialog on desktop, a bottom
 * sheet on mobile. The root layout mounts it only while `searchOverlay.isOpen`.
 */
export const SearchOverlay = observer(function SearchOverlay() {
  const { searchOverlay, ui } = useStores();
  useScrollLock();
  const onOpenChange = ({ open }: { open: boolean }) => {
    if (!open) searchOverlay.close();
  };
  return ui.isMobile ? <SearchSheet onOpenChange={onOpenChange} /> : <SearchDialog onOpenChange={onOpenChange} />;
});
