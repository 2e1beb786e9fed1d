import { tokenStorePortSuite } from '../testing/port-suites/token-store.port-suite.js';
import { InMemoryClock } from './in-memory-clock.adapter.js';
import { InMemoryTokenStore } from './in-memory-token-store.adapter.js';

tokenStorePortSuite(() => {
  const clock = new InMemoryClock();
  return { tokens: new InMemoryTokenStore(clock), clock };
});
