import { emptyProjectWizard, type GetProjectUseCase, type ManageProjectUseCase, type Project, type ProjectTypeOption } from '@publi/application';
import type { ProjectWizardUseCase, TypeaheadUseCase, UploadProjectFileUseCase } from '@publi/application';
import type { CartDelivery } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf, fieldErrorsOf } from '../shared/errors/error-message.js';
import { PendingAction } from './pending-action.js';
import { TypeaheadStore } from './typeahead.store.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';
import { WizardDraft, type WizardPerson } from './wizard-draft.js';

/** The pt-BR message of a failure that is not a field's. */
const SAVE_FAILED = 'Não foi possível salvar agora. Tente de novo.';

/**
 * `/projetos/novo`: the wizard's draft (what is typed, in `draft`) saved on each step change, so
 * it survives a reload and opens on another device (`?rascunho=<id>`), then published. Creators
 * are found from inside it by the search's own typeahead (`creatorSearch`).
 */
@injectable()
export class ProjectWizardStore {
  readonly draft = new WizardDraft();
  /** The search's typeahead, asked from two characters on, six creators at most. */
  readonly creatorSearch: TypeaheadStore;
  types: readonly ProjectTypeOption[] = [];
  error: string | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  uploadPercent: number | null = null;
  published: Project | null = null;
  private readonly saving = new PendingAction<'save'>();

  constructor(
    @inject(USE_CASE_TOKENS.ProjectWizard) private readonly wizardUseCase: ProjectWizardUseCase,
    @inject(USE_CASE_TOKENS.GetProject) private readonly getProject: Pick<GetProjectUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.ManageProject) private readonly manage: Pick<ManageProjectUseCase, 'types'>,
    @inject(USE_CASE_TOKENS.UploadProjectFile) private readonly uploads: Pick<UploadProjectFileUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.Typeahead) typeahead: Pick<TypeaheadUseCase, 'execute'>,
  ) {
    this.creatorSearch = new TypeaheadStore(typeahead, { minLength: 2, limit: 6 });
    makeAutoObservable<this, 'wizardUseCase' | 'getProject' | 'manage' | 'uploads'>(this, { wizardUseCase: false, getProject: false, manage: false, uploads: false }, { autoBind: true });
  }

  /** Whether the draft is being saved: the step's buttons wait. */
  get busy(): boolean {
    return this.saving.running;
  }

  /**
   * Forgets the last wizard at once, before `start` loads the next: a project published a
   * moment ago must not send the new wizard to its page, nor its fields show while loading.
   */
  prepare(): void {
    this.status = 'loading';
    this.published = null;
    this.error = null;
    this.draft.refuse({});
  }

  /** Starts a new wizard with `creators` (the cart's), or reopens draft `draftId` where it was left. */
  async start(creators: readonly CartDelivery[], draftId: number | null, people: Readonly<Record<number, WizardPerson>> = {}): Promise<void> {
    this.prepare();
    this.draft.reset(this.draft.wizard, people);
    try {
      const [types, draft] = await Promise.all([this.manage.types(), draftId === null ? Promise.resolve(null) : this.getProject.execute(draftId)]);
      runInAction(() => {
        this.types = types;
        this.draft.reset(draft === null ? emptyProjectWizard(creators) : draft.wizard, this.draft.people);
        if (draft !== null) this.draft.remember(draft);
        // A project published meanwhile (on another device) is no longer the wizard's: its page opens.
        if (draft !== null && draft.status !== 'Draft') this.published = draft;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessageOf(error, SAVE_FAILED);
      });
    }
  }

  /** Today in São Paulo, the earliest start. */
  get today(): string {
    return this.wizardUseCase.today();
  }

  /** Sends a cover (`project`) or an attachment (`reference`), showing the percent sent. */
  async upload(file: File, purpose: 'project' | 'reference'): Promise<void> {
    this.uploadPercent = 0;
    const field = purpose === 'project' ? 'image' : 'references';
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await this.uploads.execute({ name: file.name, type: file.type, bytes }, purpose, (percent) => {
        runInAction(() => {
          this.uploadPercent = percent;
        });
      });
      if (purpose === 'project') this.draft.setImage(result.url);
      else this.draft.addFile(result.url, file.name);
    } catch (error) {
      this.draft.refuse({ [field]: errorMessageOf(error, SAVE_FAILED) }, true);
    } finally {
      runInAction(() => {
        this.uploadPercent = null;
      });
    }
  }

  /** Checks the step, saves the draft and moves on; answers whether it moved. */
  next(): Promise<boolean> {
    return this.save(() => this.wizardUseCase.next(this.draft.wizard));
  }

  /** Saves the draft one step back (a draft needs its name, so step 0 without one only moves). */
  back(): Promise<boolean> {
    const { wizard } = this.draft;
    if (wizard.id === null && wizard.projectName.trim() === '') {
      this.draft.stepBack();
      return Promise.resolve(true);
    }
    return this.save(() => this.wizardUseCase.back(wizard));
  }

  /** Publishes the briefing; answers whether it did. */
  publish(): Promise<boolean> {
    return this.save(() => this.wizardUseCase.publish(this.draft.wizard));
  }

  private async save(request: () => Promise<Project>): Promise<boolean> {
    if (this.saving.running) return false;
    this.error = null;
    return this.saving.run('save', async () => {
      try {
        const project = await request();
        runInAction(() => {
          this.draft.saved(project);
          if (project.status !== 'Draft') this.published = project;
        });
        return true;
      } catch (error) {
        const fields = fieldErrorsOf(error);
        runInAction(() => {
          this.draft.refuse(fields);
          this.error = Object.keys(fields).length > 0 ? 'Confira os campos marcados.' : errorMessageOf(error, SAVE_FAILED);
        });
        return false;
      }
    });
  }
}
