import type { DeliveriesWire, DeliveryFileWire } from '@publi/contract';
import { autoApprovalAt, changeRoundsLeft } from '@publi/domain';
import { lifeOf } from '../contracts/contract-record.js';
import type { DeliveryFileRow } from './deliveries.repository.js';
import type { DeliveriesView } from './deliveries.service.js';

/** A delivered (or uploaded) file on the wire. */
export function toDeliveryFileWire(file: DeliveryFileRow): DeliveryFileWire {
  return { id: file.id, name: file.name, size: file.size, content_type: file.contentType };
}

/** A contract's delivery rounds on the wire, with when the clock approves and how many change rounds are left. */
export function toDeliveriesWire({ row, rounds }: DeliveriesView): DeliveriesWire {
  const due = row.status === 'delivered' ? autoApprovalAt(lifeOf(row)) : null;
  return {
    contract_id: row.id,
    rounds: rounds.map(({ round, files }) => ({
      round: round.round,
      links: round.links,
      files: files.map(toDeliveryFileWire),
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

/** How a downloaded file is named: an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDispositionOf(file: DeliveryFileRow): string {
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}
