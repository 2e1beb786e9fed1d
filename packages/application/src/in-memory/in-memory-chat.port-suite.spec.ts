import { chatPortSuite } from '../testing/port-suites/chat.port-suite.js';
import { anInMemoryMarketplace } from '../testing/port-suites/in-memory-marketplace.js';

chatPortSuite(() => {
  const world = anInMemoryMarketplace();
  return { ...world.contractWorld, chat: world.chat };
});
