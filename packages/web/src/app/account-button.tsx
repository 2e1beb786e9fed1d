import { Avatar, Button, type ButtonProps } from '@chakra-ui/react';
import { DEFAULT_CREATOR_IMAGE } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { LineIcon } from '../shared/line-icon.js';
import { useStores } from '../stores/stores-context.js';

/**
 * The signed-in person's button in the header: their photo and first name. It opens the account
 * menu, and stands in for it while the menu's code loads, so the header does not move.
 */
export const AccountButton = observer(function AccountButton(props: ButtonProps) {
  const { session, ui } = useStores();
  const firstName = session.user?.name.split(' ')[0];
  // The photo shows once chosen: a save in the profile editor changes it here at once.
  const photo = session.user?.image != null && session.user.image !== DEFAULT_CREATOR_IMAGE ? session.user.image : null;
  return (
    // On wider screens the visible first name is part of the name (label in name).
    <Button variant="ghost" aria-label={ui.isMobile || firstName === undefined ? 'Minha conta' : `Minha conta, ${firstName}`} {...props}>
      {photo !== null && (
        <Avatar.Root size="xs">
          <Avatar.Image src={photo} alt="" data-testid="header-photo" />
        </Avatar.Root>
      )}
      {ui.isMobile ? photo === null && <UserIcon /> : firstName}
    </Button>
  );
});

function UserIcon() {
  return (
    <LineIcon size={22}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}
