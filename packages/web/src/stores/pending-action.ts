import { makeAutoObservable } from 'mobx';

/**
 * The change a store is running, by name, so the page can show that button waiting and hold the
 * others. Whether a second change may start while one runs is the store's call (`running`).
 */
export class PendingAction<Kind extends string> {
  current: Kind | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get running(): boolean {
    return this.current !== null;
  }

  /** Runs `work` as `kind`; the name clears once it settles, answered or failed. */
  async run<T>(kind: Kind, work: () => Promise<T>): Promise<T> {
    this.current = kind;
    try {
      return await work();
    } finally {
      // After an await, so outside the action `run` started in: the change is an action of its own.
      this.finish();
    }
  }

  private finish(): void {
    this.current = null;
  }
}
