import { aCreatorCard } from './creator.builder.js';
import type { ProjectDetailsWire, ProjectListWire } from './project.schema.js';

type Overrides = Readonly<Record<string, unknown>>;

/** A valid wizard body: a paid campaign with two creators and a one-week briefing. */
export function aProjectWizardBody(overrides: Overrides = {}): Record<string, unknown> {
  return {
    step: 2,
    projectName: 'Lançamento Café Recife',
    image: '/api/uploads/project/capa.webp',
    step0: { projectType: 'paid' },
    step1: {
      amount: '5000.00',
      creators: [
        { creator_id: 7, stories: 2, feed: 1, tiktok: 0 },
        { creator_id: 9, stories: 0, feed: 0, tiktok: 1 },
      ],
    },
    step2: {
      humor: ['Divertido', 'Acolhedor'],
      mission: 'Apresentar o novo café da casa.',
      creator: 'Quem fala de gastronomia no Recife.',
      startDate: '2026-12-01',
      endDate: '2026-12-08',
    },
    references: [
      { kind: 'link', url: 'https://www.caferecife.com.br/marca', name: 'Site da marca' },
      { kind: 'file', url: '/api/uploads/reference/kit.pdf', name: 'Kit da marca.pdf' },
    ],
    ...overrides,
  };
}

/** A project as its owner reads it. */
export function aProjectDetails(overrides: Partial<ProjectDetailsWire> = {}): ProjectDetailsWire {
  return {
    id: 12,
    status: 'Send briefing',
    step: 2,
    projectName: 'Lançamento Café Recife',
    image: null,
    step0: { projectType: 'paid' },
    step1: { amount: '5000.00', creators: [{ creator_id: 7, stories: 2, feed: 1, tiktok: 0, amount: '1500.00', creator: aCreatorCard() }] },
    step2: { humor: ['Divertido'], mission: 'Apresentar o novo café.', creator: 'Gastronomia no Recife.', startDate: '2026-12-01', endDate: '2026-12-08' },
    references: [{ kind: 'link', url: 'https://www.caferecife.com.br', name: null }],
    options: [{ option_id: 1, name: 'Direito de imagem por 30 dias', description: 'A marca pode repostar o conteúdo por 30 dias.', price: '200.00' }],
    total: { creators: '1500.00', options: '200.00', total: '1700.00' },
    allowed_moves: ['cancel'],
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/** A page of the projects list. */
export function aProjectList(overrides: Partial<ProjectListWire> = {}): ProjectListWire {
  return {
    projects: [
      {
        id: 12,
        status: 'Draft',
        projectName: 'Lançamento Café Recife',
        image: null,
        projectType: 'paid',
        creators_count: 2,
        amount: '5000.00',
        startDate: null,
        endDate: null,
        updated_at: '2026-11-21T12:00:00.000Z',
      },
    ],
    page: 1,
    limit: 12,
    total: 1,
    counts: { all: 3, Draft: 1, 'Send briefing': 1, 'In progress': 0, Completed: 0, Cancelled: 1 },
    ...overrides,
  };
}
