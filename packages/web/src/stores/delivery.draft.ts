import { makeAutoObservable } from 'mobx';

/** A file on its way to the contract, then sent: its progress, its id once stored, or why it was refused. */
export interface OutgoingFile {
  readonly key: string;
  readonly name: string;
  readonly progress: number;
  readonly id: string | null;
  readonly error: string | null;
}

let keys = 0;

/** The delivery a creator (or agent) is putting together (view state): links, files sent one by one, a note. */
export class DeliveryDraft {
  links: readonly string[] = [''];
  files: readonly OutgoingFile[] = [];
  note = '';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Whether a file is still on its way (delivering waits for it). */
  get uploading(): boolean {
    return this.files.some((file) => file.id === null && file.error === null);
  }

  /** What is delivered: the links typed (trimmed, blanks left out), the files stored, the note. */
  get delivery(): { readonly links: string[]; readonly fileIds: string[]; readonly note: string } {
    return {
      links: this.links.map((link) => link.trim()).filter((link) => link !== ''),
      fileIds: this.files.flatMap((file) => (file.id === null ? [] : [file.id])),
      note: this.note.trim(),
    };
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

  /** Lists files about to be sent, at 0 %; answers the key of each, in order. */
  addFiles(names: readonly string[]): string[] {
    const added = names.map((name) => ({ key: `file-${String((keys += 1))}`, name, progress: 0, id: null, error: null }));
    this.files = [...this.files, ...added];
    return added.map((file) => file.key);
  }

  patchFile(key: string, patch: Partial<OutgoingFile>): void {
    this.files = this.files.map((file) => (file.key === key ? { ...file, ...patch } : file));
  }

  removeFile(key: string): void {
    this.files = this.files.filter((file) => file.key !== key);
  }

  clear(): void {
    Object.assign(this, { links: [''], files: [], note: '' });
  }
}
