import { PROJECT_STATUSES, PROJECT_TYPES } from '@publi/domain';
import { z } from 'zod';
import { creatorCardSchema } from './creator-card.schema.js';
import { wireDecimal } from './creator-prices.schema.js';
import { BRAND_MOVES } from './project-requests.schema.js';
import { wireCount, wireDateTime, wireDay, wireId } from './wire-values.schema.js';

const wireProjectType = z.enum(PROJECT_TYPES.map((type) => type.value));

/** A project status on the wire (`Draft`, `Send briefing`...); screens show its pt-BR label. */
export const wireProjectStatus = z.enum(PROJECT_STATUSES);

/** A kind of project (`GET /project/types`): the wire value and the pt-BR label. */
export const projectTypeSchema = z.object({ value: wireProjectType, label: z.string() });

/** @see projectTypeSchema */
export type ProjectTypeWire = z.infer<typeof projectTypeSchema>;

/**
 * Something a brand may add to a project (`GET /project/project_options`), such as image rights
 * for 30 days, priced per creator: `price` is added to each creator's amount when proposals are
 * made, so money moves only through contracts.
 */
export const projectOptionSchema = z.object({ option_id: wireId, name: z.string(), description: z.string(), price: wireDecimal });

/** @see projectOptionSchema */
export type ProjectOptionWire = z.infer<typeof projectOptionSchema>;

/** A reference in an answer: a link or an uploaded file. */
export const projectReferenceAnswerSchema = z.object({ kind: z.enum(['link', 'file']), url: z.string(), name: z.string().nullable() });

/** One creator of a project: the delivery asked, the creator's card and what it costs at their prices. */
export const projectCreatorSchema = z.object({
  creator_id: wireId,
  stories: wireCount,
  feed: wireCount,
  tiktok: wireCount,
  amount: wireDecimal,
  creator: creatorCardSchema,
});

/** @see projectCreatorSchema */
export type ProjectCreatorWire = z.infer<typeof projectCreatorSchema>;

/** What a project costs: the creators' deliveries, the options once per creator, and their sum, in reais. */
export const projectTotalSchema = z.object({ creators: wireDecimal, options: wireDecimal, total: wireDecimal });

/**
 * A project as its owner reads it (`GET /project/details` and every project write): the
 * wizard's state (`step`, `projectName`... as SPEC section 3 names it), the creators with
 * their deliveries, the chosen options, the total and the moves the brand may make now.
 */
export const projectDetailsSchema = z.object({
  id: wireId,
  status: wireProjectStatus,
  step: z.number().int().min(0),
  projectName: z.string(),
  image: z.string().nullable(),
  step0: z.object({ projectType: wireProjectType.nullable() }),
  step1: z.object({ amount: wireDecimal, creators: z.array(projectCreatorSchema) }),
  step2: z.object({
    humor: z.array(z.string()),
    mission: z.string(),
    creator: z.string(),
    startDate: wireDay.nullable(),
    endDate: wireDay.nullable(),
  }),
  references: z.array(projectReferenceAnswerSchema),
  options: z.array(projectOptionSchema),
  total: projectTotalSchema,
  allowed_moves: z.array(z.enum(BRAND_MOVES)),
  created_at: wireDateTime,
  updated_at: wireDateTime,
});

/** @see projectDetailsSchema */
export type ProjectDetailsWire = z.infer<typeof projectDetailsSchema>;

/** A project in the list: enough for a card, without the briefing. */
export const projectSummarySchema = z.object({
  id: wireId,
  status: wireProjectStatus,
  projectName: z.string(),
  image: z.string().nullable(),
  projectType: wireProjectType.nullable(),
  creators_count: wireCount,
  /** The budget the brand set (step1.amount); the details add up the creators' prices. */
  amount: wireDecimal,
  startDate: wireDay.nullable(),
  endDate: wireDay.nullable(),
  updated_at: wireDateTime,
});

/** @see projectSummarySchema */
export type ProjectSummaryWire = z.infer<typeof projectSummarySchema>;

/** How many of the brand's projects match the name, per status and in all ('Todos'). */
export const projectStatusCountsSchema = z.object({
  all: wireCount,
  Draft: wireCount,
  'Send briefing': wireCount,
  'In progress': wireCount,
  Completed: wireCount,
  Cancelled: wireCount,
});

/**
 * `GET /account/user/projects`: one page of the brand's projects, most recently changed
 * first; `total` counts every project matching both filters, `counts` those matching the name
 * per status, so the status filter shows its numbers without another call.
 */
export const projectListSchema = z.object({
  projects: z.array(projectSummarySchema),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: wireCount,
  counts: projectStatusCountsSchema,
});

/** @see projectListSchema */
export type ProjectListWire = z.infer<typeof projectListSchema>;
