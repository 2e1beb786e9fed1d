import { WIZARD_MESSAGES } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { someCreatorCards } from '../testing/creator-card.builder.js';
import { aTestWorld, type TestWorld } from '../testing/test-container.js';
import { ProjectDetailsStore } from './project-details.store.js';
import { ProjectListStore } from './project-list.store.js';
import { ProjectWizardStore } from './project-wizard.store.js';
import { SignUpStore } from './sign-up.store.js';

const [ana, bia] = someCreatorCards(2).map((card) => ({ ...card, prices: { stories: 35_000, feed: 80_000, tiktok: 0 } }));
if (ana === undefined || bia === undefined) throw new Error('two cards');

async function signedInBrand(world: TestWorld): Promise<void> {
  await world.stores.session.start();
  await world.stores.pageStore(SignUpStore).withEmail({ type: 'brand', name: 'Marca Boa', email: 'marca@exemplo.com.br', password: 'segredo1' });
}

describe('ProjectWizardStore', () => {
  it('keeps what was typed and says beside the field what a step misses, then saves and moves on', async () => {
    const world = aTestWorld({ creators: [ana, bia] });
    await signedInBrand(world);
    const wizard = world.stores.pageStore(ProjectWizardStore);
    await wizard.start([{ creatorId: ana.id, stories: 1, feed: 0, tiktok: 0 }], null, { [ana.id]: { name: ana.name, image: null } });
    wizard.draft.setName('Verão');
    expect(await wizard.next()).toBe(false);
    expect(wizard.draft.fieldErrors).toEqual({ 'step0.projectType': WIZARD_MESSAGES.projectType });
    expect(wizard.draft.wizard.projectName).toBe('Verão');

    wizard.draft.setType('paid');
    expect(wizard.draft.fieldErrors).toEqual({});
    expect(await wizard.next()).toBe(true);
    expect(wizard.draft.wizard).toMatchObject({ step: 1, projectName: 'Verão', creators: [{ creatorId: ana.id }] });
    expect(wizard.draft.wizard.id).not.toBeNull();
    expect(wizard.draft.people[ana.id]?.name).toBe(ana.name);
  });

  it('reopens a saved draft where it was left, as another device would', async () => {
    const world = aTestWorld({ creators: [ana] });
    await signedInBrand(world);
    const wizard = world.stores.pageStore(ProjectWizardStore);
    await wizard.start([{ creatorId: ana.id, stories: 1, feed: 0, tiktok: 0 }], null);
    wizard.draft.setName('Inverno');
    wizard.draft.setType('ugc');
    await wizard.next();
    const id = wizard.draft.wizard.id;
    if (id === null) throw new Error('saved');
    await wizard.start([], id);
    expect(wizard.draft.wizard).toMatchObject({ id, step: 1, projectName: 'Inverno', projectType: 'ugc' });
  });

  it('finds creators from inside the wizard with the search\'s typeahead, and adds one with a story', async () => {
    const world = aTestWorld({ creators: [ana, bia] });
    await signedInBrand(world);
    const wizard = world.stores.pageStore(ProjectWizardStore);
    await wizard.start([], null);
    await wizard.creatorSearch.fetchSuggestions(bia.name.slice(0, 4));
    const found = wizard.creatorSearch.suggestions.creators.find((creator) => creator.id === bia.id);
    if (found === undefined) throw new Error('found');
    wizard.draft.addFound(found);
    expect(wizard.draft.wizard.creators).toEqual([{ creatorId: bia.id, stories: 1, feed: 0, tiktok: 0 }]);
    expect(wizard.draft.people[bia.id]?.name).toBe(bia.name);
    wizard.creatorSearch.setQuery('a');
    expect(wizard.creatorSearch.suggestions.creators).toEqual([]);
  });

  it('refuses a link that is not one, beside the references', async () => {
    const world = aTestWorld();
    await signedInBrand(world);
    const wizard = world.stores.pageStore(ProjectWizardStore);
    await wizard.start([], null);
    expect(wizard.draft.addLink('não é link')).toBe(false);
    expect(wizard.draft.fieldErrors['references']).toBe('Informe um link válido, como https://www.suamarca.com.br.');
    expect(wizard.draft.addLink('https://www.publi.com.br')).toBe(true);
    expect(wizard.draft.wizard.references).toEqual([{ kind: 'link', url: 'https://www.publi.com.br', name: null }]);
  });
});

describe('ProjectListStore and ProjectDetailsStore', () => {
  it('finds projects by name without accents, resetting the status to Todos, and the details follow each change', async () => {
    const world = aTestWorld({ creators: [ana, bia] });
    await signedInBrand(world);
    const wizard = world.stores.pageStore(ProjectWizardStore);
    await wizard.start([{ creatorId: ana.id, stories: 2, feed: 0, tiktok: 0 }, { creatorId: bia.id, stories: 0, feed: 1, tiktok: 0 }], null);
    wizard.draft.setName('Festival São João');
    wizard.draft.setType('paid');
    await wizard.next();

    const list = world.stores.pageStore(ProjectListStore);
    await list.setStatus('Cancelled');
    expect(list.page?.projects).toEqual([]);
    await list.setName('sao joao');
    expect(list.status).toBeNull();
    expect(list.page?.projects.map((project) => project.name)).toEqual(['Festival São João']);
    expect(list.page?.counts).toMatchObject({ all: 1, Draft: 1 });

    const id = wizard.draft.wizard.id ?? 0;
    const details = world.stores.pageStore(ProjectDetailsStore);
    await details.load(id);
    expect(details.project?.total.totalCentavos).toBe(150_000);
    await details.removeCreator(bia.id);
    expect(details.project?.total.totalCentavos).toBe(70_000);
    await details.setOption(1, true);
    expect(details.project?.total.totalCentavos).toBe(100_000);
    await details.move('cancel');
    expect(details.project?.status).toBe('Cancelled');
    expect(details.editable).toBe(false);
    await details.setOption(2, true);
    expect(details.actionError).toBe('Este projeto foi encerrado e não pode mais ser alterado.');
  });
});
