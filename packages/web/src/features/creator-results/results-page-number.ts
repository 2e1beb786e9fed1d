/** The results page's page number in its address (`?pagina=3`); 1 when absent or not a page. */
export function resultsPageFrom(params: URLSearchParams): number {
  const page = Number(params.get('pagina'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
