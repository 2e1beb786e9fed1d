import { InMemoryCartAdapter } from './in-memory-cart.adapter.js';
import { cartPortSuite } from '../testing/port-suites/cart.port-suite.js';
import { anInMemorySuiteWorld } from '../testing/port-suites/in-memory-suite-world.js';

cartPortSuite(() => {
  const world = anInMemorySuiteWorld();
  return { ...world.people, carts: new InMemoryCartAdapter(world.session, world.creatorIds) };
});
