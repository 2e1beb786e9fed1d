import type { Contract, Deliveries, DeliveriesUseCase, DownloadedFile, UploadFile } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DeliveryDraft } from './delivery.draft.js';
import { errorMessageOf, fieldErrorsOf } from '../shared/errors/error-message.js';
import { PendingAction } from './pending-action.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** A file as the browser hands it over. */
export interface PickedFile {
  readonly name: string;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * The deliveries on `/contratos/:id`: the timeline of rounds and the brand's answers; for the
 * creator (or agent), the delivery being put together (links, files sent one by one with their
 * progress, a note); for the brand, approving or asking for changes. Each move answers the
 * contract, which the page hands back to the contract's store.
 */
@injectable()
export class DeliveriesStore {
  deliveries: Deliveries | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  /** The creator's delivery being put together (view state). */
  readonly draft = new DeliveryDraft();
  comment = '';
  private readonly action = new PendingAction<'deliver' | 'approve' | 'changes'>();
  actionError: string | null = null;
  fieldErrors: Readonly<Record<string, string>> = {};

  constructor(@inject(USE_CASE_TOKENS.Deliveries) private readonly useCase: Pick<DeliveriesUseCase, 'rounds' | 'upload' | 'deliver' | 'approve' | 'requestChanges' | 'download'>) {
    makeAutoObservable<this, 'useCase'>(this, { useCase: false, draft: false }, { autoBind: true });
  }

  /** The move running, so its button waits. */
  get pending(): 'deliver' | 'approve' | 'changes' | null {
    return this.action.current;
  }

  async load(contractId: number): Promise<void> {
    if (this.deliveries?.contractId !== contractId) {
      Object.assign(this, { deliveries: null, comment: '', actionError: null, fieldErrors: {} });
      this.draft.clear();
    }
    this.status = 'loading';
    try {
      const deliveries = await this.useCase.rounds(contractId);
      runInAction(() => {
        this.deliveries = deliveries;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessageOf(error);
      });
    }
  }

  setComment(text: string): void {
    this.comment = text;
  }

  /** Sends the picked files to the contract, one after the other (a person's uplink is the bottleneck). */
  async addFiles(contractId: number, picked: readonly PickedFile[]): Promise<void> {
    const keys = this.draft.addFiles(picked.map((file) => file.name));
    for (const [index, file] of picked.entries()) {
      const key = keys[index] ?? '';
      try {
        const upload: UploadFile = { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
        const stored = await this.useCase.upload(contractId, upload, (percent) => { this.draft.patchFile(key, { progress: percent }); });
        this.draft.patchFile(key, { id: stored.id, progress: 100 });
      } catch (error) {
        this.draft.patchFile(key, { error: errorMessageOf(error) });
      }
    }
  }

  /** Delivers the links and the files sent; answers the contract, or null when refused. */
  async deliver(projectId: number, creatorId: number): Promise<Contract | null> {
    const delivery = this.draft.delivery;
    const contract = await this.run('deliver', () => this.useCase.deliver({ projectId, creatorId, ...delivery }));
    if (contract !== null) this.draft.clear();
    return contract;
  }

  approve(contractId: number): Promise<Contract | null> {
    return this.run('approve', () => this.useCase.approve(contractId));
  }

  async requestChanges(contractId: number): Promise<Contract | null> {
    const contract = await this.run('changes', () => this.useCase.requestChanges(contractId, this.comment));
    if (contract !== null) this.comment = '';
    return contract;
  }

  /** Downloads a delivered file through the API (it is private to the contract); null when refused. */
  async download(contractId: number, fileId: string): Promise<DownloadedFile | null> {
    try {
      return await this.useCase.download(contractId, fileId);
    } catch (error) {
      runInAction(() => {
        this.actionError = errorMessageOf(error);
      });
      return null;
    }
  }

  private async run(kind: 'deliver' | 'approve' | 'changes', move: () => Promise<Contract>): Promise<Contract | null> {
    if (this.action.running) return null;
    this.actionError = null;
    this.fieldErrors = {};
    return this.action.run(kind, async () => {
      try {
        const contract = await move();
        await this.load(contract.id);
        return contract;
      } catch (error) {
        runInAction(() => {
          this.actionError = errorMessageOf(error);
          this.fieldErrors = fieldErrorsOf(error);
        });
        return null;
      }
    });
  }
}
