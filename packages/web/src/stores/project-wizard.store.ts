import { type TypeaheadCreator, type TypeaheadUseCase, type Project, type ProjectTypeOption, type ProjectWizard, type ProjectWizardUseCase, type ManageProjectUseCase, type UploadProjectFileUseCase, emptyProjectWizard, type GetProjectUseCase, type ProjectReference } from '@publi/application';
import { isValidUrl, type CartDelivery, type ProjectType } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf, fieldErrorsOf } from './error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

type Briefing = ProjectWizard['briefing'];

/** The pt-BR message of a failure that is not a field's. */
const SAVE_FAILED = 'Não foi possível salvar agora. Tente de novo.';

/**
 * `/projetos/novo`: the wizard's state as the person types it, field errors beside the fields
 * (the domain's step checks, then the server's at the same paths), and the draft saved on each
 * step change, so it survives a reload and opens on another device (`?rascunho=<id>`).
 */
@injectable()
export class ProjectWizardStore {
  wizard: ProjectWizard = emptyProjectWizard();
  types: readonly ProjectTypeOption[] = [];
  fieldErrors: Readonly<Record<string, string>> = {};
  error: string | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  busy = false;
  uploadPercent: number | null = null;
  published: Project | null = null;
  /** Creators found by the search inside step 1, and the text searched. */
  found: readonly TypeaheadCreator[] = [];
  searched = '';
  /** Creators' names and pictures by id, from the cart and from each saved draft. */
  people: Readonly<Record<number, { readonly name: string; readonly image: string | null }>> = {};

  constructor(
    @inject(USE_CASE_TOKENS.ProjectWizard) private readonly wizardUseCase: ProjectWizardUseCase,
    @inject(USE_CASE_TOKENS.GetProject) private readonly getProject: Pick<GetProjectUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.ManageProject) private readonly manage: Pick<ManageProjectUseCase, 'types'>,
    @inject(USE_CASE_TOKENS.UploadProjectFile) private readonly uploads: Pick<UploadProjectFileUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.Typeahead) private readonly typeahead: Pick<TypeaheadUseCase, 'execute'>,
  ) {
    makeAutoObservable<this, 'wizardUseCase' | 'getProject' | 'manage' | 'uploads' | 'typeahead'>(
      this,
      { wizardUseCase: false, getProject: false, manage: false, uploads: false, typeahead: false },
      { autoBind: true },
    );
  }

  /**
   * Forgets the last wizard at once, before `start` loads the next: a project published a
   * moment ago must not send the new wizard to its page, nor its fields show while loading.
   */
  prepare(): void {
    this.status = 'loading';
    this.published = null;
    this.error = null;
    this.fieldErrors = {};
  }

  /** Starts a new wizard with `creators` (the cart's), or reopens draft `draftId` where it was left. */
  async start(creators: readonly CartDelivery[], draftId: number | null, people: ProjectWizardStore['people'] = {}): Promise<void> {
    this.status = 'loading';
    this.people = people;
    this.error = null;
    this.fieldErrors = {};
    this.published = null;
    try {
      const [types, draft] = await Promise.all([this.manage.types(), draftId === null ? Promise.resolve(null) : this.getProject.execute(draftId)]);
      runInAction(() => {
        this.types = types;
        this.wizard = draft === null ? emptyProjectWizard(creators) : draft.wizard;
        if (draft !== null) this.remember(draft);
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

  setName(projectName: string): void {
    this.change({ projectName }, 'projectName');
  }

  setType(projectType: ProjectType | null): void {
    this.change({ projectType }, 'step0.projectType');
  }

  setImage(image: string | null): void {
    this.change({ image }, 'image');
  }

  setAmount(amountCentavos: number): void {
    this.change({ amountCentavos }, 'step1.amount');
  }

  setBriefing(part: Partial<Briefing>): void {
    const field = Object.keys(part)[0] ?? '';
    this.change({ briefing: { ...this.wizard.briefing, ...part } }, `step2.${field}`);
  }

  /** Adds a tone, ignoring case-insensitive repeats and blanks. */
  addTone(tone: string): void {
    const trimmed = tone.trim();
    if (trimmed === '' || this.wizard.briefing.humor.some((one) => one.toLocaleLowerCase('pt-BR') === trimmed.toLocaleLowerCase('pt-BR'))) return;
    this.setBriefing({ humor: [...this.wizard.briefing.humor, trimmed] });
  }

  removeTone(tone: string): void {
    this.setBriefing({ humor: this.wizard.briefing.humor.filter((one) => one !== tone) });
  }

  setDelivery(delivery: CartDelivery): void {
    const creators = this.wizard.creators.map((one) => (one.creatorId === delivery.creatorId ? delivery : one));
    this.change({ creators }, 'step1.creators');
  }

  removeCreator(creatorId: number): void {
    this.change({ creators: this.wizard.creators.filter((one) => one.creatorId !== creatorId) }, 'step1.creators');
  }

  /** Adds the deliveries not there yet (the cart's, when the wizard was opened without them). */
  addCreators(deliveries: readonly CartDelivery[], people: ProjectWizardStore['people'] = {}): void {
    this.people = { ...this.people, ...people };
    const known = new Set(this.wizard.creators.map((one) => one.creatorId));
    this.change({ creators: [...this.wizard.creators, ...deliveries.filter((one) => !known.has(one.creatorId))] }, 'step1.creators');
  }

  /**
   * Searches creators by name or handle from inside the wizard (the search's typeahead); only
   * the answer to the latest text is kept.
   */
  async searchCreators(text: string): Promise<void> {
    this.searched = text;
    if (text.trim().length < 2) {
      this.found = [];
      return;
    }
    const { creators } = await this.typeahead.execute(text, 6);
    runInAction(() => {
      if (this.searched === text) this.found = creators;
    });
  }

  /** Adds a creator found by the search, asking one story to start with. */
  addFound(creator: TypeaheadCreator): void {
    this.addCreators([{ creatorId: creator.id, stories: 1, feed: 0, tiktok: 0 }], { [creator.id]: { name: creator.primaryValue, image: creator.coverImage } });
  }

  /** Adds a link after checking it with SPEC section 5's URL pattern; answers whether it was taken. */
  addLink(url: string): boolean {
    const trimmed = url.trim();
    if (!isValidUrl(trimmed)) {
      this.fieldErrors = { ...this.fieldErrors, references: 'Informe um link válido, como https://www.suamarca.com.br.' };
      return false;
    }
    this.change({ references: [...this.wizard.references, { kind: 'link', url: trimmed, name: null }] }, 'references');
    return true;
  }

  removeReference(reference: ProjectReference): void {
    this.change({ references: this.wizard.references.filter((one) => one !== reference) }, 'references');
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
      runInAction(() => {
        if (purpose === 'project') this.setImage(result.url);
        else this.change({ references: [...this.wizard.references, { kind: 'file', url: result.url, name: file.name }] }, 'references');
      });
    } catch (error) {
      runInAction(() => {
        this.fieldErrors = { ...this.fieldErrors, [field]: errorMessageOf(error, SAVE_FAILED) };
      });
    } finally {
      runInAction(() => {
        this.uploadPercent = null;
      });
    }
  }

  /** Checks the step, saves the draft and moves on; answers whether it moved. */
  next(): Promise<boolean> {
    return this.save(() => this.wizardUseCase.next(this.wizard));
  }

  /** Saves the draft one step back (a draft needs its name, so step 0 without one only moves). */
  back(): Promise<boolean> {
    if (this.wizard.id === null && this.wizard.projectName.trim() === '') {
      this.wizard = { ...this.wizard, step: Math.max(0, this.wizard.step - 1) };
      return Promise.resolve(true);
    }
    return this.save(() => this.wizardUseCase.back(this.wizard));
  }

  /** Publishes the briefing; answers whether it did. */
  async publish(): Promise<boolean> {
    const done = await this.save(() => this.wizardUseCase.publish(this.wizard));
    return done;
  }

  private async save(request: () => Promise<Project>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.error = null;
    try {
      const project = await request();
      runInAction(() => {
        this.wizard = project.wizard;
        this.remember(project);
        this.fieldErrors = {};
        if (project.status !== 'Draft') this.published = project;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const fields = fieldErrorsOf(error);
        this.fieldErrors = fields;
        this.error = Object.keys(fields).length > 0 ? 'Confira os campos marcados.' : errorMessageOf(error, SAVE_FAILED);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private remember(project: Project): void {
    const known = Object.fromEntries(project.creators.map(({ creator }) => [creator.id, { name: creator.name, image: creator.image }]));
    this.people = { ...this.people, ...known };
  }

  // A change clears its field's error: the person is fixing it.
  private change(part: Partial<ProjectWizard>, field: string): void {
    this.wizard = { ...this.wizard, ...part };
    if (field in this.fieldErrors) this.fieldErrors = Object.fromEntries(Object.entries(this.fieldErrors).filter(([key]) => key !== field));
  }
}
