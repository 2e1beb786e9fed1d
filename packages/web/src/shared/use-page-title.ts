import { pageTitle } from '@publi/domain';
import { useEffect } from 'react';

/** Sets the document title to `<page> | Publi` while the page is shown. */
export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
