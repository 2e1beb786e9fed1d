import type { EmailKind, EmailPreference, EmailPreferencesUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * `/perfil/notificacoes`: which e-mails the person gets. The switches are a draft until
 * "Salvar"; a failed save keeps the draft and says why beside the button.
 */
@injectable()
export class EmailPreferencesStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  /** Why the switches could not be read, in pt-BR. */
  loadError: string | null = null;
  /** The switches as the server holds them. */
  saved: readonly EmailPreference[] = [];
  /** What the person switched, by kind, not saved yet. */
  private draft = new Map<EmailKind, boolean>();
  saving = false;
  /** Why the last save failed, in pt-BR, or null. */
  saveError: string | null = null;

  constructor(@inject(USE_CASE_TOKENS.EmailPreferences) private readonly useCase: Pick<EmailPreferencesUseCase, 'load' | 'save'>) {
    makeAutoObservable<this, 'useCase'>(this, { useCase: false }, { autoBind: true });
  }

  /** Each switch as shown: the draft over what is saved. */
  get preferences(): readonly EmailPreference[] {
    return this.saved.map((preference) => ({ ...preference, email: this.draft.get(preference.kind) ?? preference.email }));
  }

  /** Whether a switch differs from what is saved. */
  get dirty(): boolean {
    return this.preferences.some((preference, index) => preference.email !== this.saved[index]?.email);
  }

  /** Reads the switches, dropping any draft. */
  async load(): Promise<void> {
    this.status = 'loading';
    this.loadError = null;
    try {
      const preferences = await this.useCase.load();
      runInAction(() => {
        this.saved = preferences;
        this.draft = new Map();
        this.saveError = null;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = errorMessageOf(error);
        this.status = 'error';
      });
    }
  }

  /** Switches `kind` on or off in the draft; a locked kind stays as it is. */
  toggle(kind: EmailKind, on: boolean): void {
    if (this.saved.find((preference) => preference.kind === kind)?.locked !== false) return;
    this.draft.set(kind, on);
    this.saveError = null;
  }

  /** Saves the draft; true when it was saved (the page then says so). */
  async save(): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.saveError = null;
    try {
      const saved = await this.useCase.save(this.saved, this.preferences);
      runInAction(() => {
        this.saved = saved;
        this.draft = new Map();
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saveError = errorMessageOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
