import { aWorld } from '../world.builder.js';
import { inMemoryPeople } from './in-memory-people.js';
import type { PortSuiteWorld } from './port-suite-world.js';

/**
 * An in-memory world for a port suite: {@link aWorld}'s adapters, its people, and the ids of
 * the creators signed up so far (the active creators the server knows, for the adapters that
 * check them, such as the cart's).
 */
export function anInMemorySuiteWorld() {
  const world = aWorld();
  const creatorIds = new Set<number>();
  const people = inMemoryPeople(world);
  const suitePeople: PortSuiteWorld = {
    async signUp(type, name) {
      const person = await people.signUp(type, name);
      if (person.creatorId !== null) creatorIds.add(person.creatorId);
      return person;
    },
    actAs: (person) => {
      people.actAs(person);
    },
  };
  return { ...world, creatorIds, people: suitePeople };
}
