import { Button, HStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';

/** 'Limpar Tudo' and the confirm button, which closes the overlay and shows the results. */
export const OverlayFooter = observer(function OverlayFooter() {
  const { search, searchOverlay } = useStores();
  const navigate = useNavigate();
  const confirm = () => {
    searchOverlay.close();
    void navigate('/busca');
  };
  return (
    <HStack justify="space-between" w="full" gap="3">
      <Button variant="ghost" onClick={() => { search.clearAll(); }}>
        Limpar Tudo
      </Button>
      <Button colorPalette="secondary" onClick={confirm}>
        Ver criadores
      </Button>
    </HStack>
  );
});
