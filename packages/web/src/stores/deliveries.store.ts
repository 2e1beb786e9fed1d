import type { Contract, Deliveries, DeliveriesUseCase, DownloadedFile, UploadFile } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf, fieldErrorsOf } from './error-message.js';
import { PendingAction } from './pending-action.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** A file on its way to the contract, then sent: its progress, its id once stored, or why it was refused. */
export interface OutgoingFile {
  readonly key: string;
  readonly name: string;
  readonly progress: number;
  readonly id: string | null;
  readonly error: string | null;
}

/** A file as the browser hands it over. */
export interface PickedFile {
  readonly name: string;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

let keys = 0;

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
  links: readonly string[] = [''];
  files: readonly OutgoingFile[] = [];
  note = '';
  comment = '';
  private readonly action = new PendingAction<'deliver' | 'approve' | 'changes'>();
  actionError: string | null = null;
  fieldErrors: Readonly<Record<string, string>> = {};

  constructor(@inject(USE_CASE_TOKENS.Deliveries) private readonly useCase: Pick<DeliveriesUseCase, 'rounds' | 'upload' | 'deliver' | 'approve' | 'requestChanges' | 'download'>) {
    makeAutoObservable<this, 'useCase'>(this, { useCase: false }, { autoBind: true });
  }

  /** The move running, so its button waits. */
  get pending(): 'deliver' | 'approve' | 'changes' | null {
    return this.action.current;
  }

  /** Whether a file is still on its way (delivering waits for it). */
  get uploading(): boolean {
    return this.files.some((file) => file.id === null && file.error === null);
  }

  async load(contractId: number): Promise<void> {
    if (this.deliveries?.contractId !== contractId) Object.assign(this, { deliveries: null, links: [''], files: [], note: '', comment: '', actionError: null, fieldErrors: {} });
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

  setLink(index: number, text: string): void {
    this.links = this.links.map((link, at) => (at === index ? text : link));
  }

  addLink(): void {
    this.links = [...this.links, ''];
  }

  removeLink(index: number): void {
    this.links = this.links.length === 1 ? [''] : this.links.filter((_, at) => at !== index);
  }

  setNote(text: string): void {
    this.note = text;
  }

  setComment(text: string): void {
    this.comment = text;
  }

  removeFile(key: string): void {
    this.files = this.files.filter((file) => file.key !== key);
  }

  /** Sends the picked files to the contract, one after the other (a person's uplink is the bottleneck). */
  async addFiles(contractId: number, picked: readonly PickedFile[]): Promise<void> {
    const added = picked.map((file) => ({ key: `file-${String((keys += 1))}`, name: file.name, progress: 0, id: null, error: null }));
    this.files = [...this.files, ...added];
    for (const [index, file] of picked.entries()) {
      const key = added[index]?.key ?? '';
      try {
        const upload: UploadFile = { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
        const stored = await this.useCase.upload(contractId, upload, (percent) => { this.patchFile(key, { progress: percent }); });
        this.patchFile(key, { id: stored.id, progress: 100 });
      } catch (error) {
        this.patchFile(key, { error: errorMessageOf(error) });
      }
    }
  }

  /** Delivers the links and the files sent; answers the contract, or null when refused. */
  async deliver(projectId: number, creatorId: number): Promise<Contract | null> {
    const links = this.links.map((link) => link.trim()).filter((link) => link !== '');
    const fileIds = this.files.flatMap((file) => (file.id === null ? [] : [file.id]));
    const contract = await this.run('deliver', () => this.useCase.deliver({ projectId, creatorId, links, fileIds, note: this.note.trim() }));
    if (contract !== null) Object.assign(this, { links: [''], files: [], note: '' });
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

  private patchFile(key: string, patch: Partial<OutgoingFile>): void {
    this.files = this.files.map((file) => (file.key === key ? { ...file, ...patch } : file));
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
