import { checkoutPortSuite, paymentPortSuite } from '@publi/application/testing';
import { acceptedContract, aSampleFile, castForContracts, startTestApp, type ContractCast } from '@publi/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { AxiosCheckoutAdapter } from './axios-checkout.adapter.js';
import { AxiosDeliveryAdapter } from './axios-delivery.adapter.js';
import { AxiosEarningsAdapter } from './axios-earnings.adapter.js';
import { AxiosPaymentAdapter } from './axios-payment.adapter.js';
import { useLiveApi } from './live-api.builder.js';
import { livePaymentWorld } from './live-marketplace.builder.js';

const api = useLiveApi(startTestApp);
const payments = new AxiosPaymentAdapter(api.client);
const deliveries = new AxiosDeliveryAdapter(api.client);
const earnings = new AxiosEarningsAdapter(api.client);
let checkout: AxiosCheckoutAdapter;
let cast: ContractCast;

beforeAll(async () => {
  cast = await castForContracts(api.testApp);
  checkout = new AxiosCheckoutAdapter(api.baseURL.replace(/\/api$/, '/sandbox'));
});

/** Waits until `check` answers true, for what the provider settles by webhook. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  for (const start = Date.now(); !(await check()); ) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The payments' and the checkout's scenarios are the port suites', which the in-memory adapter
// passes too; below, the journey through the delivery and earnings adapters.
paymentPortSuite(() => livePaymentWorld(api));
checkoutPortSuite(() => livePaymentWorld(api));

describe('the payment, checkout, delivery and earnings adapters against the server', () => {
  it('a Pix through "simular pagamento", then a delivery with progress, approval and the earnings, in domain names', async () => {
    const contract = await acceptedContract(api.testApp, cast.brand.identity, { identity: cast.ana.identity, creatorId: cast.ana.creatorId }, 200_000);
    api.tokens.actAs(cast.brand.identity);
    expect(await payments.quote([contract.id])).toMatchObject({ amountCentavos: 200_000, feeCentavos: 20_000, totalCentavos: 220_000, simulation: true, items: [{ contractId: contract.id, creatorName: 'Ana Souza' }] });
    const pix = await payments.pay({ contractIds: [contract.id], method: 'pix' });
    expect(pix.pix?.qrImage).toMatch(/^data:image\/png;base64,/);
    await checkout.simulatePix(pix.pix?.txid ?? '');
    await eventually(async () => (await payments.get(pix.id)).status === 'paid');
    expect((await payments.list(contract.project_id)).map((payment) => payment.status)).toEqual(['paid']);
    const exported = await payments.export('csv', contract.project_id);
    expect(new TextDecoder().decode(exported.bytes)).toContain('Ana Souza');
    expect((await payments.receipt(pix.id)).payees).toEqual([{ contractId: contract.id, name: 'Ana Souza', document: null }]);

    api.tokens.actAs(cast.ana.identity);
    const heard: number[] = [];
    const file = await deliveries.uploadFile(contract.id, { name: 'stories.png', type: 'image/png', bytes: aSampleFile('image/png') }, (percent) => heard.push(percent));
    expect(file).toMatchObject({ name: 'stories.png', contentType: 'image/png' });
    expect(heard.at(-1)).toBe(100);
    expect((await deliveries.deliver({ projectId: contract.project_id, creatorId: cast.ana.creatorId, links: ['https://exemplo.com.br/post'], fileIds: [file.id], note: 'Pronto!' })).status).toBe('delivered');

    api.tokens.actAs(cast.brand.identity);
    const downloaded = await deliveries.download(contract.id, file.id);
    expect(downloaded).toMatchObject({ fileName: 'stories.png', mediaType: 'image/png' });
    expect((await deliveries.rounds(contract.id)).rounds[0]).toMatchObject({ round: 1, links: ['https://exemplo.com.br/post'], note: 'Pronto!', review: null });
    expect((await deliveries.approve(contract.id)).status).toBe('approved');

    api.tokens.actAs(cast.ana.identity);
    expect((await earnings.earnings()).contracts.find((row) => row.contractId === contract.id)).toMatchObject({ availableCentavos: 200_000, heldCentavos: 0 });
  });
});
