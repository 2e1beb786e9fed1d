import { toSearchParams, type SearchFilters } from '@publi/domain';
import type { CreatorSearchPage } from '../model/creator-search.model.js';
import type { CreatorSearchPageOptions, CreatorSearchPort } from '../ports/creator-search.port.js';
import type { LoggerPort } from '../ports/logger.port.js';
import { orFallback } from './or-fallback.js';

/** Searches creators from the overlay's filters; a failure is logged and answers `null`. */
export class SearchCreatorsUseCase {
  /** @param search - creator search. @param logger - where failures go. */
  constructor(private readonly search: CreatorSearchPort, private readonly logger: LoggerPort) {}

  /** One page of results. */
  execute(filters: SearchFilters, options: CreatorSearchPageOptions = {}): Promise<CreatorSearchPage | null> {
    return orFallback(this.logger, 'Falha na busca de criadores', () => this.search.searchPage(toSearchParams(filters), options), null);
  }
}
