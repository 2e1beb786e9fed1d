import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/**
 * Which creator a signed-in agent is acting for (ARCHITECTURE.md, agents): the profile editor
 * loads and saves that creator's account while it is set, and the header says so. `null` when
 * the person edits their own account.
 */
@injectable()
export class ActingAsStore {
  creatorId: number | null = null;
  name: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isActing(): boolean {
    return this.creatorId !== null;
  }

  /** Starts acting for creator `creatorId`, shown as `name`. */
  set(creatorId: number, name: string): void {
    this.creatorId = creatorId;
    this.name = name;
  }

  /** Back to the person's own account. */
  clear(): void {
    this.creatorId = null;
    this.name = null;
  }
}
