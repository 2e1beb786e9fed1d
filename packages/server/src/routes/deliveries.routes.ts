import { ROUTES } from '@publi/contract';
import { moneyDeps } from '../app/service-deps.js';
import { toContractWire } from '../contracts/to-contracts-wire.js';
import { deliveryFileFromWire, deliveryFromWire } from '../deliveries/deliveries-from-wire.js';
import { DeliveriesFilesService } from '../deliveries/deliveries-files.service.js';
import { DeliveriesService } from '../deliveries/deliveries.service.js';
import { contentDispositionOf, toDeliveriesWire, toDeliveryFileWire } from '../deliveries/to-deliveries-wire.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * Deliveries: files streamed to the contract's private storage, the delivery itself, the
 * timeline, downloads for the parties only, approval and changes; the clock's sweep (`app/start-jobs.ts`)
 * approves a delivery nobody answered for 7 days. Decisions are in the README, "Deliveries".
 */
export const registerDeliveryRoutes: AreaRoutes = (route, deps) => {
  const money = moneyDeps(deps);
  const deliveries = new DeliveriesService(money);
  const files = new DeliveriesFilesService({ ...money, files: deps.privateFiles, ...(deps.uploadQuotaBytes === undefined ? {} : { quotaBytes: deps.uploadQuotaBytes }) });
  const wire = (view: Parameters<typeof toContractWire>[0]) => toContractWire(view, deps.clock.now());

  // The service checks the uploader before it opens the multipart body: a refused caller's bytes are never read.
  route(ROUTES.uploadDeliveryFile, async ({ params, identity, request }) =>
    toDeliveryFileWire(await files.upload(identity.uid, params.id, deliveryFileFromWire(request))),
  );
  route(ROUTES.deliver, async ({ body, identity }) => wire(await deliveries.deliver(identity.uid, deliveryFromWire(body))));
  route(ROUTES.listDeliveries, async ({ params, identity }) => toDeliveriesWire(await deliveries.rounds(identity.uid, params.id)));
  route(ROUTES.downloadDeliveryFile, async ({ params, identity }) => {
    const { file, stream } = await files.download(identity.uid, params.id, params.file_id);
    return { mediaType: file.contentType, contentDisposition: contentDispositionOf(file), body: stream };
  });
  route(ROUTES.approveDelivery, async ({ params, identity }) => wire(await deliveries.approve(identity.uid, params.id)));
  route(ROUTES.requestChanges, async ({ params, body, identity }) => wire(await deliveries.requestChanges(identity.uid, params.id, body.comment)));
};
