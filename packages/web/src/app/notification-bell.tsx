import { Badge, IconButton } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useStores } from '../stores/stores-context.js';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/** The header's bell: unread notifications and messages, refreshed on each page and every few seconds. */
export const NotificationBell = observer(function NotificationBell() {
  const { notifications } = useStores();
  const location = useLocation();
  useEffect(() => notifications.watch(), [notifications]);
  useEffect(() => {
    void notifications.refreshSummary();
  }, [notifications, location.pathname]);
  const unread = notifications.unreadTotal;
  const label = unread === 0 ? 'Notificações, nenhuma nova' : `Notificações, ${String(unread)} ${unread === 1 ? 'nova' : 'novas'}`;
  return (
    <IconButton asChild variant="ghost" aria-label={label} position="relative">
      <RouterLink to="/notificacoes">
        <BellIcon />
        {unread > 0 && (
          <Badge position="absolute" top="0" right="0" colorPalette="secondary" variant="solid" borderRadius="full" size="xs" data-testid="bell-count">
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </RouterLink>
    </IconButton>
  );
});
