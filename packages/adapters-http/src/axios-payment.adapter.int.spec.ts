import { anAcceptedContract, checkoutPortSuite, deliveryPortSuite, earningsPortSuite, paymentPortSuite } from '@publi/application/testing';
import { aSampleFile, startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { AxiosPaymentAdapter } from './axios-payment.adapter.js';
import { useLiveApi } from './live-api.builder.js';
import { liveEarningsWorld, livePaymentWorld } from './live-marketplace.builder.js';

const api = useLiveApi(startTestApp);
const sample = (type: 'image/png' | 'application/pdf') => new Uint8Array(aSampleFile(type));

// The money's scenarios (payments, the provider's checkout, deliveries, earnings) are the port
// suites', which the in-memory adapters pass too; one server for the four, as they share their
// set-up. Below, what only the server has: the real export file.
paymentPortSuite(() => livePaymentWorld(api));
checkoutPortSuite(() => livePaymentWorld(api));
deliveryPortSuite(() => liveEarningsWorld(api, sample));
earningsPortSuite(() => liveEarningsWorld(api, sample));

describe('AxiosPaymentAdapter against the server', () => {
  it("exports a project's payments as a CSV file naming the creator", async () => {
    const w = livePaymentWorld(api);
    const ana = await w.signUp('creator', 'Ana Souza');
    const brand = await w.signUp('brand', 'Café Recife');
    const contract = await anAcceptedContract(w, brand, ana);
    await w.payments.pay({ contractIds: [contract.id], method: 'pix' });
    const exported = await new AxiosPaymentAdapter(api.client).export('csv', contract.projectId);
    expect(exported.mediaType).toMatch(/^text\/csv/);
    expect(new TextDecoder().decode(exported.bytes)).toContain('Ana Souza');
  });
});
