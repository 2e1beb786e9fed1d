import { expect } from 'vitest';
import type { AccountType } from '../../model/user.model.js';

/** Someone a port suite signs up: enough to act as them again and to name their records. */
export interface SuitePerson {
  /** The identity provider's id (the in-memory session's user, the token's `uid`). */
  readonly externalId: string;
  /** The account's id on the server. */
  readonly userId: number;
  /** The creator card's id for a creator account, `null` otherwise. */
  readonly creatorId: number | null;
}

/**
 * What every port suite needs of the world it runs in, whatever the adapter: people signed up
 * for real (on the HTTP side: the auth emulator and the API) and a way to act as one of them.
 * Each suite's own world adds its adapter and the set-up its scenarios need.
 */
export interface PortSuiteWorld {
  /** Signs a new person of `type` up, creates their account, and acts as them from then on. */
  signUp(type: AccountType, name: string): Promise<SuitePerson>;
  /** Acts as `person` from now on, or as nobody with `null` (no token). */
  actAs(person: SuitePerson | null): void;
}

/** Registers a suite's scenarios given a way to build its world, once per test file. */
export type PortSuite<World> = (world: () => World) => void;

/** The creator id of a creator `person` (fails the scenario for another kind). */
export function creatorIdOf(person: SuitePerson): number {
  if (person.creatorId === null) throw new Error('port suite: this person has no creator card');
  return person.creatorId;
}

/**
 * Asserts that `promise` is refused with `code` and, when given, the pt-BR `message` a
 * caller would show: the same on every adapter, since the server's message is the truth.
 */
export async function expectRefusal(promise: Promise<unknown>, code: string, message?: string): Promise<void> {
  await expect(promise).rejects.toMatchObject(message === undefined ? { code } : { code, message });
}
