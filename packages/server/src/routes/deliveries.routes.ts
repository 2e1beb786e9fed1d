import { ROUTES, type DeliveriesWire } from '@publi/contract';
import { autoApprovalAt, changeRoundsLeft } from '@publi/domain';
import { moneyDeps } from '../app/service-deps.js';
import { lifeOf } from '../contracts/contract-record.js';
import { toContractWire } from '../contracts/to-contract-wire.js';
import { DeliveriesService, type DeliveriesView } from '../deliveries/deliveries.service.js';
import type { DeliveryFileRow } from '../deliveries/deliveries.repository.js';
import { PrivateFileStore } from '../storage/private-file-store.js';
import type { AreaRoutes } from './area-routes.js';

const fileWire = (file: DeliveryFileRow) => ({ id: file.id, name: file.name, size: file.size, content_type: file.contentType });

function toDeliveriesWire({ row, rounds }: DeliveriesView): DeliveriesWire {
  const due = row.status === 'delivered' ? autoApprovalAt(lifeOf(row)) : null;
  return {
    contract_id: row.id,
    rounds: rounds.map(({ round, files }) => ({
      round: round.round,
      links: round.links,
      files: files.map(fileWire),
      note: round.note,
      delivered_at: round.deliveredAt.toISOString(),
      // The CHECK constraint keeps `review_kind` to these values.
      review:
        round.reviewKind === null || round.reviewedAt === null
          ? null
          : { kind: round.reviewKind, comment: round.reviewComment, at: round.reviewedAt.toISOString() },
    })),
    auto_approval_at: due?.toISOString() ?? null,
    change_rounds_left: changeRoundsLeft(row.changeRounds),
  };
}

/**
 * Deliveries: files streamed to the contract's private storage, the delivery itself, the
 * timeline, downloads for the parties only, approval and changes; the clock's sweep (`app/clock-sweeps.ts`)
 * approves a delivery nobody answered for 7 days. Decisions are in the README, "Deliveries".
 */
export const registerDeliveryRoutes: AreaRoutes = (route, deps, api) => {
  const service = new DeliveriesService({ ...moneyDeps(deps, api), files: new PrivateFileStore(deps.privateFilesDir) });
  const wire = (view: Parameters<typeof toContractWire>[0]) => toContractWire(view, deps.clock.now());

  route(ROUTES.uploadDeliveryFile, async ({ params, identity, request }) => fileWire(await service.upload(identity.uid, params.id, request)));
  route(ROUTES.deliver, async ({ body, identity }) => wire(await service.deliver(identity.uid, body)));
  route(ROUTES.listDeliveries, async ({ params, identity }) => toDeliveriesWire(await service.rounds(identity.uid, params.id)));
  route(ROUTES.downloadDeliveryFile, async ({ params, identity }) => {
    const { file, stream } = await service.download(identity.uid, params.id, params.file_id);
    const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return { mediaType: file.contentType, contentDisposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`, body: stream };
  });
  route(ROUTES.approveDelivery, async ({ params, identity }) => wire(await service.approve(identity.uid, params.id)));
  route(ROUTES.requestChanges, async ({ params, body, identity }) => wire(await service.requestChanges(identity.uid, params.id, body.comment)));
};
