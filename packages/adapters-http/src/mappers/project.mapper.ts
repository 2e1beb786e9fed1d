import type { Project, ProjectOption, ProjectPage, ProjectWizard } from '@publi/application';
import type { ProjectDetailsWire, ProjectListWire, ProjectOptionWire, ProjectWizardBodyWire } from '@publi/contract';
import { centavosFromDecimal, decimalFromCentavos, type CartDelivery } from '@publi/domain';
import { creatorCardFromWire } from './creator.mapper.js';

type DeliveryWire = { readonly creator_id: number; readonly stories: number; readonly feed: number; readonly tiktok: number };

/** A delivery in wire names. */
export function deliveryToWire(delivery: CartDelivery): DeliveryWire {
  return { creator_id: delivery.creatorId, stories: delivery.stories, feed: delivery.feed, tiktok: delivery.tiktok };
}

const deliveryFromWire = (wire: DeliveryWire): CartDelivery => ({ creatorId: wire.creator_id, stories: wire.stories, feed: wire.feed, tiktok: wire.tiktok });

/** The wizard's state as the project writes take it (SPEC section 3's names, the budget in reais). */
export function projectWizardToWire(wizard: ProjectWizard): Omit<ProjectWizardBodyWire, 'id'> & { readonly id: number | null } {
  return {
    id: wizard.id,
    step: wizard.step,
    projectName: wizard.projectName,
    image: wizard.image,
    step0: { projectType: wizard.projectType },
    step1: { amount: decimalFromCentavos(wizard.amountCentavos), creators: wizard.creators.map(deliveryToWire) },
    step2: { ...wizard.briefing, humor: [...wizard.briefing.humor] },
    references: wizard.references.map((reference) => ({ ...reference })),
  };
}

/** An option, its price in centavos. */
export function projectOptionFromWire(wire: ProjectOptionWire): ProjectOption {
  return { id: wire.option_id, name: wire.name, description: wire.description, priceCentavos: centavosFromDecimal(wire.price) };
}

/** A project as its owner reads it. */
export function projectFromWire(wire: ProjectDetailsWire): Project {
  return {
    id: wire.id,
    status: wire.status,
    wizard: {
      id: wire.id,
      step: wire.step,
      projectName: wire.projectName,
      image: wire.image,
      projectType: wire.step0.projectType,
      amountCentavos: centavosFromDecimal(wire.step1.amount),
      creators: wire.step1.creators.map(deliveryFromWire),
      briefing: wire.step2,
      references: wire.references,
    },
    creators: wire.step1.creators.map((creator) => ({
      delivery: deliveryFromWire(creator),
      creator: creatorCardFromWire(creator.creator),
      amountCentavos: centavosFromDecimal(creator.amount),
    })),
    options: wire.options.map(projectOptionFromWire),
    total: {
      creatorsCentavos: centavosFromDecimal(wire.total.creators),
      optionsCentavos: centavosFromDecimal(wire.total.options),
      totalCentavos: centavosFromDecimal(wire.total.total),
    },
    allowedMoves: wire.allowed_moves,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
  };
}

/** A page of the projects list. */
export function projectPageFromWire(wire: ProjectListWire): ProjectPage {
  return {
    projects: wire.projects.map((project) => ({
      id: project.id,
      status: project.status,
      name: project.projectName,
      image: project.image,
      projectType: project.projectType,
      creatorCount: project.creators_count,
      budgetCentavos: centavosFromDecimal(project.amount),
      startDate: project.startDate,
      endDate: project.endDate,
      updatedAt: project.updated_at,
    })),
    page: wire.page,
    limit: wire.limit,
    total: wire.total,
    counts: wire.counts,
  };
}

// `filename*=UTF-8''...` first (accents kept), then the plain `filename="..."`.
const UTF8_NAME = /filename\*=UTF-8''([^;]+)/i;
const PLAIN_NAME = /filename="([^"]+)"/i;

/** The file name a Content-Disposition header gives, or `fallback`. */
export function fileNameFromDisposition(header: string | undefined, fallback: string): string {
  if (header === undefined) return fallback;
  const encoded = UTF8_NAME.exec(header)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return PLAIN_NAME.exec(header)?.[1] ?? fallback;
}
