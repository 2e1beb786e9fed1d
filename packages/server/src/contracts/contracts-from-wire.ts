import type { CounterBodyWire, CreateProposalsBodyWire, ListProposalsBodyWire } from '@publi/contract';
import type { ContractAnswer, NewProposals } from './contract-requests.js';
import type { ContractFilter } from './contracts.repository.js';

/** `POST /proposals/create`'s body in the server's terms. */
export function proposalsFromWire(body: CreateProposalsBodyWire): NewProposals {
  return {
    projectId: body.project_id,
    proposals: body.proposals.map((item) => ({
      creatorId: item.creator_id,
      stories: item.stories,
      feed: item.feed,
      tiktok: item.tiktok,
      amountCentavos: item.amount_centavos,
      deadline: item.deadline,
      message: item.message,
    })),
  };
}

/** `POST /proposals`' filter: a status, a project and a text. */
export function proposalsFilterFromWire(body: ListProposalsBodyWire): ContractFilter {
  return { ...(body.status ? { status: body.status } : {}), ...(body.project_id ? { projectId: body.project_id } : {}), text: body.text };
}

/** `GET /creator/contracts?project_id=&creator_id=`: either, or both, narrow the list. */
export function contractsFilterFromWire(query: { readonly project_id?: number | undefined; readonly creator_id?: number | undefined }): ContractFilter {
  return { ...(query.project_id ? { projectId: query.project_id } : {}), ...(query.creator_id ? { creatorId: query.creator_id } : {}) };
}

/** The creator's counter-offer (`POST /project/contract/:id/counter`). */
export function counterFromWire(body: CounterBodyWire): ContractAnswer {
  return { kind: 'counter', amountCentavos: body.amount_centavos, deadline: body.deadline, message: body.message };
}
