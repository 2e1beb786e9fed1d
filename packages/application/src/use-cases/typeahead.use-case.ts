import type { TypeaheadResult } from '../model/creator-search.model.js';
import type { CreatorSearchPort } from '../ports/creator-search.port.js';
import type { LoggerPort } from '../ports/logger.port.js';
import { orFallback } from './or-fallback.js';

const NOTHING: TypeaheadResult = { creators: [], locales: [], categories: [] };

/** Suggestions while typing; a blank query asks nothing, a failure is logged and suggests nothing. */
export class TypeaheadUseCase {
  /** @param search - creator search. @param logger - where failures go. */
  constructor(private readonly search: CreatorSearchPort, private readonly logger: LoggerPort) {}

  /** Creators, places and categories matching `query`. */
  execute(query: string, limit?: number): Promise<TypeaheadResult> {
    const text = query.trim();
    if (text === '') return Promise.resolve(NOTHING);
    return orFallback(this.logger, 'Falha nas sugestões da busca', () => this.search.typeahead(text, limit), NOTHING);
  }
}
