import { NotificationBell } from './notification-bell.js';
import { Avatar, Badge, Box, Button, Flex, HStack, IconButton, Link, Menu, Portal, Text } from '@chakra-ui/react';
import { DEFAULT_CREATOR_IMAGE } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useStores } from '../stores/stores-context.js';
import { LineIcon } from '../shared/line-icon.js';

/** The top bar on every page: the brand, the search entry, the cart and the account. */
export const Header = observer(function Header() {
  const { session, searchOverlay, cart, ui, actingAs } = useStores();
  const navigate = useNavigate();
  const firstName = session.user?.name.split(' ')[0];
  // The photo shows once chosen: a save in the profile editor changes it here at once.
  const photo = session.user?.image != null && session.user.image !== DEFAULT_CREATOR_IMAGE ? session.user.image : null;
  const signOut = async () => {
    actingAs.clear();
    await session.signOut();
    void navigate('/');
  };
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" px={{ base: '4', md: '8' }}>
      <Flex height="16" align="center" gap={{ base: '3', md: '6' }} maxW="7xl" mx="auto">
        <Link asChild gap="0" fontWeight="black" fontSize="2xl" color="primary.solid" letterSpacing="tight" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={session.isSignedIn ? '/home' : '/'} aria-label="Publi, página inicial">
            publi<Text as="span" color="secondary.solid">.</Text>
          </RouterLink>
        </Link>
        <Button
          onClick={() => { searchOverlay.open(); }}
          variant="outline"
          flex="1"
          maxW="md"
          justifyContent="flex-start"
          color="fg.muted"
          fontWeight="normal"
          borderRadius="full"
          aria-haspopup="dialog"
          // The name always starts "Buscar criadores" and contains the visible prompt (WCAG 2.5.3,
          // label in name): on phones the prompt shortens to "Buscar", so the name is given.
          aria-label={ui.isMobile ? 'Buscar criadores' : undefined}
        >
          <SearchIcon />
          {ui.isMobile ? 'Buscar' : 'Buscar criadores, cidades ou categorias'}
        </Button>
        <HStack gap="2" ml="auto">
          <IconButton asChild variant="ghost" aria-label={`Carrinho, ${cart.count} ${cart.count === 1 ? 'criador' : 'criadores'}`} position="relative">
            <RouterLink to="/carrinho">
              <CartIcon />
              {cart.count > 0 && (
                <Badge position="absolute" top="0" right="0" colorPalette="secondary" variant="solid" borderRadius="full" size="xs">
                  {cart.count}
                </Badge>
              )}
            </RouterLink>
          </IconButton>
          {session.isSignedIn && <NotificationBell />}
          {session.isSignedIn ? (
            <Menu.Root>
              <Menu.Trigger asChild>
                {/* On wider screens the visible first name is part of the name (label in name). */}
                <Button variant="ghost" aria-label={ui.isMobile || firstName === undefined ? 'Minha conta' : `Minha conta, ${firstName}`}>
                  {photo !== null && (
                    <Avatar.Root size="xs">
                      <Avatar.Image src={photo} alt="" data-testid="header-photo" />
                    </Avatar.Root>
                  )}
                  {ui.isMobile ? (photo === null && <UserIcon />) : firstName}
                </Button>
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
                    <Menu.Separator />
                    <Menu.Item value="sign-out" onSelect={() => void signOut()}>Sair</Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          ) : (
            !session.isStarting && (
              <>
                <Button asChild variant="ghost" size="sm">
                  <RouterLink to="/entrar">Entrar</RouterLink>
                </Button>
                {!ui.isMobile && (
                  <Button asChild colorPalette="primary" size="sm">
                    <RouterLink to="/signup">Cadastre-se</RouterLink>
                  </Button>
                )}
              </>
            )
          )}
        </HStack>
      </Flex>
      {actingAs.isActing && session.accountType === 'agent' && <ActingAsBar />}
    </Box>
  );
});

/** While an agent acts for a creator, every page says for whom, with the way back. */
const ActingAsBar = observer(function ActingAsBar() {
  const { actingAs } = useStores();
  const navigate = useNavigate();
  const stop = () => {
    actingAs.clear();
    void navigate('/agente');
  };
  return (
    <Flex role="status" align="center" justify="center" gap="3" py="2" mx={{ base: '-4', md: '-8' }} px="4" bg="secondary.subtle" wrap="wrap" fontSize="sm">
      <Text fontWeight="semibold">Atuando como {actingAs.name}</Text>
      <Button size="xs" variant="outline" onClick={stop}>Parar de atuar</Button>
    </Flex>
  );
});

function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

function CartIcon() {
  return (
    <LineIcon size={22}>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
      <circle cx="10" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
    </LineIcon>
  );
}

function UserIcon() {
  return (
    <LineIcon size={22}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}
