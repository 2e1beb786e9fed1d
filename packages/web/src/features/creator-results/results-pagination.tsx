import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The query string of page `page` (page 1 has none), keeping the rest of the query. */
function hrefOf(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('pagina');
  else next.set('pagina', String(page));
  const query = next.toString();
  return query === '' ? '?' : `?${query}`;
}

/** "Anterior", where we are, "Próxima": links, so each page has its own address (`?pagina=2`). */
export function ResultsPagination({ page, pageCount, params }: { readonly page: number; readonly pageCount: number; readonly params: URLSearchParams }) {
  if (pageCount <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  return (
    <HStack as="nav" aria-label="Paginação" justify="center" gap="3" py="4">
      <Button asChild={hasPrevious} variant="outline" size="sm" disabled={!hasPrevious}>
        {hasPrevious ? <RouterLink to={hrefOf(params, page - 1)}>Anterior</RouterLink> : 'Anterior'}
      </Button>
      <Text fontSize="sm" aria-current="page">
        Página {page} de {pageCount}
      </Text>
      <Button asChild={hasNext} variant="outline" size="sm" disabled={!hasNext}>
        {hasNext ? <RouterLink to={hrefOf(params, page + 1)}>Próxima</RouterLink> : 'Próxima'}
      </Button>
    </HStack>
  );
}
