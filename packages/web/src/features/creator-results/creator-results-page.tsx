import { Box, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CreatorGrid } from '../../shared/creator/creator-grid.js';
import { useStores } from '../../stores/stores-context.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { ResultsMessage } from './results-message.js';
import { resultsPageFrom } from './results-page-number.js';
import { ResultsPagination } from './results-pagination.js';
import { ResultsSummary } from './results-summary.js';

/** `/busca`: the creators the search's filters find, a page of 24 at a time (SPEC section 4). */
export const CreatorResultsPage = observer(function CreatorResultsPage() {
  usePageTitle('Criadores');
  const { search, searchOverlay, creatorResults: results } = useStores();
  const [params, setParams] = useSearchParams();
  const page = resultsPageFrom(params);
  // Filters are compared by content: a new but equal object must not reload nor reset the page.
  const filtersKey = JSON.stringify(search.filters);
  const shownKey = useRef(filtersKey);

  useEffect(() => {
    if (shownKey.current !== filtersKey) {
      shownKey.current = filtersKey;
      // New filters start over at page 1; the address change brings us back here to load it.
      if (page !== 1) {
        setParams((current) => { current.delete('pagina'); return current; }, { replace: true });
        return;
      }
    }
    void results.load(search.filters, page);
    window.scrollTo({ top: 0 });
  }, [filtersKey, page, results, search, setParams]);

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <ResultsSummary />
        {results.status === 'error' ? (
          <ResultsMessage title="Não foi possível buscar os criadores" text="Verifique sua conexão e tente de novo." action="Tentar de novo" onAction={() => void results.retry()} />
        ) : results.isEmpty ? (
          <ResultsMessage
            title="Nenhum criador encontrado"
            text={search.hasFilters ? 'Nenhum criador atende a todos esses filtros. Tente remover alguns ou limpar a busca.' : 'Ainda não há criadores por aqui.'}
            action={search.hasFilters ? 'Limpar filtros' : 'Filtrar'}
            onAction={() => { if (search.hasFilters) search.clearAll(); else searchOverlay.open(); }}
          />
        ) : (
          <CreatorGrid creators={results.creators} loading={results.status === 'loading' || results.status === 'idle'} label="Resultados da busca" />
        )}
        {results.status === 'ready' && <ResultsPagination page={results.page} pageCount={results.pageCount} params={params} />}
      </Stack>
    </Box>
  );
});
