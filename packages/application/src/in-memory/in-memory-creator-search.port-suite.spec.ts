import type { CreatorCard } from '../model/creator.model.js';
import { creatorSearchPortSuite } from '../testing/port-suites/creator-search.port-suite.js';
import { aCreatorCard } from '../testing/creator.builder.js';
import { InMemoryCreatorSearchAdapter } from './in-memory-creator-search.adapter.js';

creatorSearchPortSuite(() => {
  // The adapter reads this list on every call, so creators added later are found.
  const catalogue: CreatorCard[] = [];
  return {
    search: new InMemoryCreatorSearchAdapter(catalogue),
    addCreators: (creators) => {
      const ids = creators.map((creator, index) => {
        const id = catalogue.length + index + 1;
        catalogue.push(aCreatorCard({
          id, slug: `criador-${String(id)}`, name: creator.name, state: creator.state, city: creator.city, followers: creator.followers,
          engagement: null, categories: [], socialNetworks: [], prices: { stories: creator.priceStories, feed: 0, tiktok: 0 },
        }));
        return id;
      });
      return Promise.resolve(ids);
    },
  };
});
