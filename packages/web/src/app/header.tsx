import { Badge, Box, Button, Flex, HStack, IconButton, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SEARCH_TRIGGER_ATTRIBUTE } from '../boot/drawn-page.js';
import { useStores } from '../stores/stores-context.js';
import { announceSectionFailure } from '../shared/errors/announce-section-failure.js';
import { LazySectionBoundary } from '../shared/errors/lazy-section-boundary.js';
import { LineIcon } from '../shared/line-icon.js';
import { AccountButton } from './account-button.js';

// Only a signed-in person has the account menu and the bell: a first visit does not download
// the menu machine and its positioning library.
const AccountMenu = lazy(() => import('./account-menu.js').then((module) => ({ default: module.AccountMenu })));

/** The top bar on every page: the brand, the search entry, the cart and the account. */
export const Header = observer(function Header() {
  const { session, searchOverlay, cart, actingAs } = useStores();
  const [menuAsked, setMenuAsked] = useState(false);
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
          // On a drawn page, `boot.ts` answers it before the app has started (a light search box).
          {...{ [SEARCH_TRIGGER_ATTRIBUTE]: '' }}
        >
          <SearchIcon />
          {/* By the stylesheet, not the UI store, so a page the server drew (before any script
              ran) already fits a phone. The name always starts "Buscar criadores" and contains
              the visible prompt (WCAG 2.5.3, label in name): on phones it shortens to "Buscar". */}
          <Box as="span" hideBelow="md">Buscar criadores, cidades ou categorias</Box>
          <Box as="span" hideFrom="md">
            Buscar<VisuallyHidden> criadores</VisuallyHidden>
          </Box>
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
          {session.isSignedIn ? (
            // A click while the menu's code loads is kept: the menu opens as soon as it is there.
            // If that code never arrives, the button stays and says so when pressed.
            <LazySectionBoundary fallback={<AccountButton aria-haspopup="menu" onClick={() => { announceSectionFailure('o menu da conta'); }} />}>
              <Suspense fallback={<AccountButton aria-haspopup="menu" onClick={() => { setMenuAsked(true); }} />}>
                <AccountMenu openAtOnce={menuAsked} onMounted={() => { setMenuAsked(false); }} />
              </Suspense>
            </LazySectionBoundary>
          ) : (
            !session.isStarting && (
              <>
                <Button asChild variant="ghost" size="sm">
                  <RouterLink to="/entrar">Entrar</RouterLink>
                </Button>
                <Button asChild colorPalette="primary" size="sm" hideBelow="md">
                  <RouterLink to="/signup">Cadastre-se</RouterLink>
                </Button>
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
