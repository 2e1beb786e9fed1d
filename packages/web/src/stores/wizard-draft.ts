import { emptyProjectWizard, type Project, type ProjectReference, type ProjectWizard, type TypeaheadCreator } from '@publi/application';
import { isValidUrl, type CartDelivery, type ProjectType } from '@publi/domain';
import { makeAutoObservable } from 'mobx';

type Briefing = ProjectWizard['briefing'];

/** A creator's name and picture, as the wizard lists them. */
export interface WizardPerson {
  readonly name: string;
  readonly image: string | null;
}

/**
 * `/projetos/novo` as the person types it: the wizard, the errors beside its fields (the
 * domain's step checks, then the server's at the same paths) and the creators' names. A change
 * clears its field's error, since the person is fixing it. `ProjectWizardStore` saves it.
 */
export class WizardDraft {
  wizard: ProjectWizard = emptyProjectWizard();
  fieldErrors: Readonly<Record<string, string>> = {};
  /** Creators' names and pictures by id, from the cart and from each saved draft. */
  people: Readonly<Record<number, WizardPerson>> = {};

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Starts over from `wizard`, with no errors. */
  reset(wizard: ProjectWizard, people: Readonly<Record<number, WizardPerson>>): void {
    this.wizard = wizard;
    this.people = people;
    this.fieldErrors = {};
  }

  /** Takes the saved project's wizard and its creators' names. */
  saved(project: Project): void {
    this.wizard = project.wizard;
    this.fieldErrors = {};
    this.remember(project);
  }

  /** Remembers the creators' names of `project`. */
  remember(project: Project): void {
    const known = Object.fromEntries(project.creators.map(({ creator }) => [creator.id, { name: creator.name, image: creator.image }]));
    this.people = { ...this.people, ...known };
  }

  /** Shows the server's (or a check's) messages beside their fields: all of them, or one more. */
  refuse(fields: Readonly<Record<string, string>>, alongside = false): void {
    this.fieldErrors = alongside ? { ...this.fieldErrors, ...fields } : fields;
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
  addCreators(deliveries: readonly CartDelivery[], people: Readonly<Record<number, WizardPerson>> = {}): void {
    this.people = { ...this.people, ...people };
    const known = new Set(this.wizard.creators.map((one) => one.creatorId));
    this.change({ creators: [...this.wizard.creators, ...deliveries.filter((one) => !known.has(one.creatorId))] }, 'step1.creators');
  }

  /** Adds a creator found by the wizard's search, asking one story to start with. */
  addFound(creator: TypeaheadCreator): void {
    this.addCreators([{ creatorId: creator.id, stories: 1, feed: 0, tiktok: 0 }], { [creator.id]: { name: creator.primaryValue, image: creator.coverImage } });
  }

  /** Adds a link after checking it with SPEC section 5's URL pattern; answers whether it was taken. */
  addLink(url: string): boolean {
    const trimmed = url.trim();
    if (!isValidUrl(trimmed)) {
      this.refuse({ references: 'Informe um link válido, como https://www.suamarca.com.br.' }, true);
      return false;
    }
    this.change({ references: [...this.wizard.references, { kind: 'link', url: trimmed, name: null }] }, 'references');
    return true;
  }

  /** Adds a file sent to the server as a reference. */
  addFile(url: string, name: string): void {
    this.change({ references: [...this.wizard.references, { kind: 'file', url, name }] }, 'references');
  }

  removeReference(reference: ProjectReference): void {
    this.change({ references: this.wizard.references.filter((one) => one !== reference) }, 'references');
  }

  /** Moves one step back without saving (a draft without a name cannot be saved yet). */
  stepBack(): void {
    this.wizard = { ...this.wizard, step: Math.max(0, this.wizard.step - 1) };
  }

  private change(part: Partial<ProjectWizard>, field: string): void {
    this.wizard = { ...this.wizard, ...part };
    if (field in this.fieldErrors) this.fieldErrors = Object.fromEntries(Object.entries(this.fieldErrors).filter(([key]) => key !== field));
  }
}
