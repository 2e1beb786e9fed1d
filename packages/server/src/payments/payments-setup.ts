import { randomBytes } from 'node:crypto';
import { DEFAULT_PLATFORM_FEE_BASIS_POINTS } from '@publi/domain';
import type { ClockPort } from '../ports/clock.port.js';
import type { PaymentProviderPort } from '../ports/payment-provider.port.js';
import { ApiPixHttp } from './api-pix/api-pix-http.js';
import type { ApiPixConfig } from './api-pix/api-pix-config.js';
import { ApiPixProvider } from './api-pix/api-pix-provider.js';
import { PixThroughApiPix } from './api-pix/pix-through-api-pix.js';
import { SandboxPaymentProvider } from './sandbox/sandbox-provider.js';

/** Minutes a Pix charge stays payable unless configured otherwise. */
export const DEFAULT_PIX_EXPIRY_MINUTES = 30;

/** Who receives Pix in the sandbox: its merchant fields in every BR Code. */
export const SANDBOX_PIX_MERCHANT = { key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', name: 'PUBLI TECNOLOGIA', city: 'SAO PAULO' } as const;

/** The payment provider and the money settings the API runs with. */
export interface PaymentsSetup {
  readonly provider: PaymentProviderPort;
  /** The embedded sandbox, when it is the provider: its checkout's tokenizer and, in `demo`, "simular pagamento". */
  readonly sandbox?: SandboxPaymentProvider;
  /** The PSP's API Pix, when Pix goes through it (`PAYMENTS_PROVIDER=api-pix`): its callbacks' route needs it. */
  readonly apiPix?: ApiPixProvider;
  /** The platform's fee in basis points (1000 = 10%). */
  readonly feeBasisPoints: number;
  readonly pixExpiryMinutes: number;
}

/** The embedded sandbox as the provider, signing its webhooks with `secret` (a fresh random one for tests). */
export function sandboxPayments(clock: ClockPort, options: { secret?: string; feeBasisPoints?: number; pixExpiryMinutes?: number } = {}): PaymentsSetup & { readonly sandbox: SandboxPaymentProvider } {
  const sandbox = new SandboxPaymentProvider(options.secret ?? randomBytes(32).toString('hex'), SANDBOX_PIX_MERCHANT, clock);
  return {
    provider: sandbox,
    sandbox,
    feeBasisPoints: options.feeBasisPoints ?? DEFAULT_PLATFORM_FEE_BASIS_POINTS,
    pixExpiryMinutes: options.pixExpiryMinutes ?? DEFAULT_PIX_EXPIRY_MINUTES,
  };
}

/**
 * Pix through the PSP's API Pix, cards and payouts still through the sandbox (a real card and
 * payout provider is the next issue): `sandboxed` as made by {@link sandboxPayments}.
 */
export function apiPixPayments(sandboxed: PaymentsSetup & { readonly sandbox: SandboxPaymentProvider }, config: ApiPixConfig, clock: ClockPort): PaymentsSetup & { readonly apiPix: ApiPixProvider } {
  const apiPix = new ApiPixProvider(new ApiPixHttp(config), config, clock);
  return { ...sandboxed, provider: new PixThroughApiPix(apiPix, sandboxed.sandbox), apiPix };
}

/** The webhook URL registered at the PSP: the API's callback route with the secret in its path (the PSP appends `/pix`). */
export function apiPixWebhookUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/payment/api-pix/${token}`;
}
