import { INVALID_URL_MESSAGE, PROJECT_STATUSES, PROJECT_TYPES, URL_PATTERN, isCalendarDay } from '@publi/domain';
import { z } from 'zod';
import { cartDeliveryBodySchema } from './cart.schema.js';
import { MAX_URL_LENGTH, imageUrlField } from './contact-fields.schema.js';
import { missingOr, sentenceCase, tooLongMessage } from './field-messages.js';
import { listField, uniqueItems } from './list-field.schema.js';
import { idField, intField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { requiredText } from './text-field.schema.js';

/** How long a project's texts and lists may be, and how many creators it may hold. */
export const PROJECT_LIMITS = {
  name: 120,
  mission: 4000,
  creatorWanted: 2000,
  humor: 10,
  humorItem: 40,
  references: 20,
  referenceName: 160,
  creators: 200,
  /** Page size of the projects list, and its largest. */
  pageSize: 12,
  maxPageSize: 100,
} as const;

/** The wizard's steps, numbered from 0 (SPEC section 4): the project, budget and creators, the briefing. */
export const PROJECT_WIZARD_STEPS = 3;

// Reais, a dot, two centavos, as creator prices are written: '0.00' to '10000000.00'. Ten million
// reais is past any campaign, and keeps the centavos inside PostgreSQL's integer.
const BUDGET = /^(?:(?:0|[1-9][0-9]{0,6})\.[0-9]{2}|10000000\.00)$/;
const BUDGET_MESSAGE = 'O orçamento deve ser um valor em reais com duas casas decimais, como 1500.00, de 0.00 a 10000000.00.';

const budgetField = z.string({ error: missingOr('o orçamento', BUDGET_MESSAGE) }).trim().regex(BUDGET, { error: BUDGET_MESSAGE });

const DAY_MESSAGE = 'Informe uma data válida, no formato AAAA-MM-DD.';
const dayField = (label: string) =>
  z
    .string({ error: missingOr(label, DAY_MESSAGE) })
    .trim()
    .refine(isCalendarDay, { error: DAY_MESSAGE })
    .nullable()
    .default(null);

/** A text that may be empty while the wizard is a draft; publishing asks for it (`wizardErrors`). */
const draftText = (label: string, max: number) =>
  z
    .string({ error: missingOr(label, `${sentenceCase(label)} deve ser um texto.`) })
    .trim()
    .max(max, { error: tooLongMessage(label, max) })
    .default('');

const projectTypeField = z
  .enum(
    PROJECT_TYPES.map((type) => type.value),
    { error: `Escolha o tipo do projeto: ${PROJECT_TYPES.map((type) => type.label).join(', ')}.` },
  )
  .nullable()
  .default(null);

/**
 * A reference for the creators: a link (SPEC section 5's URL pattern) or a file sent through
 * `POST /google-storage` with purpose `reference` (a brand kit in PDF, a mood board), whose
 * address is the upload's answer.
 */
export const projectReferenceSchema = z.discriminatedUnion(
  'kind',
  [
    strictRequest({
      kind: z.literal('link'),
      url: z
        .string({ error: missingOr('o link', INVALID_URL_MESSAGE) })
        .trim()
        .max(MAX_URL_LENGTH, { error: tooLongMessage('o link', MAX_URL_LENGTH) })
        .regex(URL_PATTERN, { error: INVALID_URL_MESSAGE }),
      name: draftText('o nome da referência', PROJECT_LIMITS.referenceName).nullable(),
    }),
    strictRequest({
      kind: z.literal('file'),
      url: imageUrlField(),
      name: draftText('o nome do arquivo', PROJECT_LIMITS.referenceName).nullable(),
    }),
  ],
  { error: 'Cada referência é um link ou um arquivo enviado.' },
);

/** @see projectReferenceSchema */
export type ProjectReferenceWire = z.output<typeof projectReferenceSchema>;

const creatorsField = listField({ item: cartDeliveryBodySchema, label: 'os criadores', max: PROJECT_LIMITS.creators }).check(
  uniqueItems((delivery: { creator_id: number }) => delivery.creator_id, 'Este criador já está no projeto.', 'creator_id'),
);

/**
 * The project wizard's state (SPEC section 3), as every project write takes it. Each part may
 * be incomplete while the project is a `Draft`: publishing checks it whole (`wizardErrors` of
 * `@publi/domain`, whose messages sit at these same paths). `step` is where the person was,
 * so the draft reopens there; `step1.amount` is the budget in reais, as prices are written.
 */
export const projectWizardShape = {
  step: intField({ label: 'o passo', min: 0, max: PROJECT_WIZARD_STEPS - 1 }).default(0),
  projectName: requiredText({ label: 'o nome do projeto', max: PROJECT_LIMITS.name }),
  image: imageUrlField().nullable().default(null),
  step0: strictRequest({ projectType: projectTypeField }).default({ projectType: null }),
  step1: strictRequest({ amount: budgetField.default('0.00'), creators: creatorsField.default([]) }).default({ amount: '0.00', creators: [] }),
  step2: strictRequest({
    humor: listField({ item: requiredText({ label: 'o tom', max: PROJECT_LIMITS.humorItem }), label: 'os tons', max: PROJECT_LIMITS.humor })
      .check(uniqueItems((tone: string) => tone.toLocaleLowerCase('pt-BR'), 'Este tom já foi escolhido.'))
      .default([]),
    mission: draftText('a missão', PROJECT_LIMITS.mission),
    creator: draftText('o perfil de criador desejado', PROJECT_LIMITS.creatorWanted),
    startDate: dayField('a data de início'),
    endDate: dayField('a data de término'),
  }).default({ humor: [], mission: '', creator: '', startDate: null, endDate: null }),
  references: listField({ item: projectReferenceSchema, label: 'as referências', max: PROJECT_LIMITS.references }).default([]),
};

/** `POST /project/save`: saves the wizard's draft, creating it when `id` is left out. */
export const saveProjectDraftBodySchema = strictRequest({ id: idField('o id do projeto').nullable().default(null), ...projectWizardShape });

/** `POST /project`: creates and publishes a finished wizard, or publishes the draft `id`. */
export const createProjectBodySchema = saveProjectDraftBodySchema;

/** `PUT /project`: edits project `id` (a draft or a published project that has not ended). */
export const updateProjectBodySchema = strictRequest({ id: idField('o id do projeto'), ...projectWizardShape });

/** @see saveProjectDraftBodySchema */
export type ProjectWizardBodyWire = z.output<typeof saveProjectDraftBodySchema>;

/** @see updateProjectBodySchema */
export type UpdateProjectBodyWire = z.output<typeof updateProjectBodySchema>;

const projectIdField = idField('o id do projeto');

/** `?project_id=` of the details and export routes. */
export const projectIdQuerySchema = strictRequest({ project_id: fromQuery(projectIdField) });

/** @see projectIdQuerySchema */
export type ProjectIdQueryWire = z.output<typeof projectIdQuerySchema>;

/** `POST /project/project_options/add` and `/remove`. */
export const projectOptionBodySchema = strictRequest({ project_id: projectIdField, option_id: idField('a opção') });

/** @see projectOptionBodySchema */
export type ProjectOptionBodyWire = z.output<typeof projectOptionBodySchema>;

/** `POST /project/insert_creators`: each creator's delivery; a creator already in the project has theirs replaced. */
export const insertProjectCreatorsBodySchema = strictRequest({
  project_id: projectIdField,
  creators: creatorsField.min(1, { error: 'Escolha pelo menos um criador.' }),
});

/** @see insertProjectCreatorsBodySchema */
export type InsertProjectCreatorsBodyWire = z.output<typeof insertProjectCreatorsBodySchema>;

/** `POST /project/remove_creators`: the ids of the creators to take out. */
export const removeProjectCreatorsBodySchema = strictRequest({
  project_id: projectIdField,
  creators: listField({ item: idField('o id do criador'), label: 'os criadores', max: PROJECT_LIMITS.creators }).min(1, {
    error: 'Escolha pelo menos um criador.',
  }),
});

/** @see removeProjectCreatorsBodySchema */
export type RemoveProjectCreatorsBodyWire = z.output<typeof removeProjectCreatorsBodySchema>;

/** The moves a brand makes by hand (`BRAND_PROJECT_MOVES` of `@publi/domain`). */
export const BRAND_MOVES = ['publish', 'complete', 'cancel'] as const;

/** `POST /project/status`: moves the project (publish, complete, cancel). */
export const moveProjectBodySchema = strictRequest({
  project_id: projectIdField,
  move: z.enum(BRAND_MOVES, { error: 'Escolha a mudança: publish, complete ou cancel.' }),
});

/** @see moveProjectBodySchema */
export type MoveProjectBodyWire = z.output<typeof moveProjectBodySchema>;

/**
 * `GET /account/user/projects`: `name` matched ignoring case and accents; `status` left out
 * means 'Todos'; `page` from 1 and `limit` up to {@link PROJECT_LIMITS}.maxPageSize.
 */
export const listProjectsQuerySchema = strictRequest({
  name: z.string({ error: 'O nome deve ser um texto.' }).trim().max(PROJECT_LIMITS.name, { error: tooLongMessage('o nome', PROJECT_LIMITS.name) }).optional(),
  status: z
    .enum(PROJECT_STATUSES, { error: `Escolha o status: ${PROJECT_STATUSES.join(', ')}.` })
    .optional(),
  page: fromQuery(intField({ label: 'a página', min: 1, max: 100_000 })).default(1),
  limit: fromQuery(intField({ label: 'o tamanho da página', min: 1, max: PROJECT_LIMITS.maxPageSize })).default(PROJECT_LIMITS.pageSize),
});

/** @see listProjectsQuerySchema */
export type ListProjectsQueryWire = z.output<typeof listProjectsQuerySchema>;

/** The file formats of the exports. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/**
 * `GET /project/export/creators?creator_id=&format=`: the projects in which a creator has a
 * proposal or contract; `format` is `csv` unless `xlsx` is asked.
 */
export const creatorProjectsExportQuerySchema = strictRequest({
  creator_id: fromQuery(idField('o id do criador')),
  format: z.enum(EXPORT_FORMATS, { error: 'Escolha o formato: csv ou xlsx.' }).default('csv'),
});

/** @see creatorProjectsExportQuerySchema */
export type CreatorProjectsExportQueryWire = z.output<typeof creatorProjectsExportQuerySchema>;
