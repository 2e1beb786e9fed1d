import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { STORE_TOKENS } from './store.tokens.js';

/** The creator an agent edits for: what the header names and the acting-for calls send. */
export interface ActedCreator {
  /** The creator id (`creator_id` of the acting-for routes). */
  readonly id: number;
  /** The creator's name, as the header says "Atuando como Ana". */
  readonly name: string;
}

/**
 * Where the acted-for creator is kept while the tab lives (session storage in the browser), so
 * a reload keeps acting and a new tab starts as the agent themself.
 */
export interface ActingAsStorage {
  read(): ActedCreator | null;
  save(creator: ActedCreator): void;
  clear(): void;
}

/**
 * Which creator a signed-in agent is acting for (ARCHITECTURE.md, agents): the profile editor
 * loads and saves that creator's account while it is set (`creator_id`), and the header says so.
 * `null` when the person edits their own account. Bank data is never offered while acting: an
 * agent never changes where a creator's money goes.
 */
@injectable()
export class ActingAsStore {
  creatorId: number | null = null;
  name: string | null = null;

  constructor(@inject(STORE_TOKENS.ActingAsStorage) private readonly storage: ActingAsStorage) {
    const kept = storage.read();
    if (kept !== null) {
      this.creatorId = kept.id;
      this.name = kept.name;
    }
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  get isActing(): boolean {
    return this.creatorId !== null;
  }

  /** Starts acting for creator `creatorId`, shown as `name`; kept across reloads of the tab. */
  set(creatorId: number, name: string): void {
    this.creatorId = creatorId;
    this.name = name;
    this.storage.save({ id: creatorId, name });
  }

  /** Back to the person's own account. */
  clear(): void {
    this.creatorId = null;
    this.name = null;
    this.storage.clear();
  }
}
