import { emptySearchFilters, selectAudienceTier } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryCreatorSearchAdapter } from '../in-memory/in-memory-creator-search.adapter.js';
import { InMemoryLogger } from '../in-memory/in-memory-logger.adapter.js';
import { aCreatorCard } from '../testing/creator.builder.js';
import { SearchCreatorsUseCase } from './search-creators.use-case.js';
import { TypeaheadUseCase } from './typeahead.use-case.js';

const creators = [
  aCreatorCard({ id: 1, name: 'Ana Silva', followers: 5_000, city: 'Recife', state: 'PE' }),
  aCreatorCard({ id: 2, name: 'Bruno Sá', followers: 50_000, city: 'São Paulo', state: 'SP' }),
  ...Array.from({ length: 30 }, (_, i) => aCreatorCard({ id: 100 + i, name: `Criador ${String(i)}`, followers: 2_000 })),
];

describe('SearchCreatorsUseCase', () => {
  it('searches with the filters turned into search params', async () => {
    const search = new SearchCreatorsUseCase(new InMemoryCreatorSearchAdapter(creators), new InMemoryLogger());
    const page = await search.execute({ ...selectAudienceTier(emptySearchFilters(), 'micro'), states: ['SP'] });
    expect(page?.creators.map((c) => c.id)).toEqual([2]);
  });

  it('pages by 24 from the offset', async () => {
    const search = new SearchCreatorsUseCase(new InMemoryCreatorSearchAdapter(creators), new InMemoryLogger());
    const page = await search.execute(emptySearchFilters(), { offset: 24 });
    expect(page).toMatchObject({ offset: 24, pageSize: 24, total: 32, totalIsCapped: false });
    expect(page?.creators).toHaveLength(8);
  });

  it('logs a failure and answers null', async () => {
    const logger = new InMemoryLogger();
    const failing = new InMemoryCreatorSearchAdapter(creators);
    failing.searchPage = () => Promise.reject(new Error('offline'));
    await expect(new SearchCreatorsUseCase(failing, logger).execute(emptySearchFilters())).resolves.toBeNull();
    expect(logger.errors).toHaveLength(1);
  });
});

describe('TypeaheadUseCase', () => {
  it('suggests creators, states and cities ignoring accents', async () => {
    const typeahead = new TypeaheadUseCase(new InMemoryCreatorSearchAdapter(creators), new InMemoryLogger());
    const result = await typeahead.execute('sao paulo');
    expect(result.locales.slice(0, 2)).toEqual([{ name: 'São Paulo', kind: 'state', state: 'SP' }, { name: 'São Paulo', kind: 'city', state: 'SP' }]);
    expect((await typeahead.execute('bruno')).creators.map((c) => c.primaryValue)).toEqual(['Bruno Sá']);
  });

  it('asks nothing for a blank query', async () => {
    const port = new InMemoryCreatorSearchAdapter(creators);
    port.typeahead = () => Promise.reject(new Error('should not be called'));
    const logger = new InMemoryLogger();
    await expect(new TypeaheadUseCase(port, logger).execute('   ')).resolves.toEqual({ creators: [], locales: [], categories: [] });
    expect(logger.errors).toEqual([]);
  });
});
