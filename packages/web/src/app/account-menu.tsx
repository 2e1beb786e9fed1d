import { Menu, Portal } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores/stores-context.js';
import { AccountButton } from './account-button.js';
import { NotificationBell } from './notification-bell.js';
import { isDemoMode } from './runtime-config.js';

/**
 * The signed-in part of the header: the notification bell and the account menu, open from the
 * start when `openAtOnce` (the person clicked the button while this code loaded). `onMounted`
 * lets the header forget that click, so a later sign-in on the same page starts closed.
 */
export const AccountMenu = observer(function AccountMenu({
  openAtOnce = false,
  onMounted,
}: {
  readonly openAtOnce?: boolean;
  readonly onMounted?: () => void;
}) {
  const { session, actingAs } = useStores();
  const navigate = useNavigate();
  useEffect(() => {
    onMounted?.();
    // Once per mount: `defaultOpen` is read only then.
  }, []);
  const signOut = async () => {
    actingAs.clear();
    await session.signOut();
    void navigate('/');
  };
  return (
    <>
      <NotificationBell />
      <Menu.Root defaultOpen={openAtOnce}>
        <Menu.Trigger asChild>
          <AccountButton />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="home" onSelect={() => void navigate('/home')}>Início</Menu.Item>
              {session.accountType === 'agent' && <Menu.Item value="agent" onSelect={() => void navigate('/agente')}>Área do agente</Menu.Item>}
              {session.accountType === 'brand' && <Menu.Item value="projects" onSelect={() => void navigate('/projetos')}>Projetos</Menu.Item>}
              <Menu.Item value="jobs" onSelect={() => void navigate('/trabalhos')}>{session.accountType === 'brand' ? 'Propostas e contratos' : 'Trabalhos'}</Menu.Item>
              {session.accountType === 'brand' ? (
                <Menu.Item value="payments" onSelect={() => void navigate('/pagamentos')}>Pagamentos</Menu.Item>
              ) : (
                <Menu.Item value="earnings" onSelect={() => void navigate('/ganhos')}>Ganhos</Menu.Item>
              )}
              <Menu.Item value="notifications" onSelect={() => void navigate('/notificacoes')}>Notificações</Menu.Item>
              {(session.accountType === 'creator' || session.accountType === 'brand') && (
                <Menu.Item value="profile" onSelect={() => void navigate('/perfil')}>Meu perfil</Menu.Item>
              )}
              <Menu.Item value="cart" onSelect={() => void navigate('/carrinho')}>Carrinho</Menu.Item>
              {isDemoMode(document) && <Menu.Item value="demo-emails" onSelect={() => void navigate('/demo/emails')}>E-mails da demo</Menu.Item>}
              <Menu.Separator />
              <Menu.Item value="sign-out" onSelect={() => void signOut()}>Sair</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
});
