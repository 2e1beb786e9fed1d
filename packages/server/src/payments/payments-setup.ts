import { randomBytes } from 'node:crypto';
import { DEFAULT_PLATFORM_FEE_BASIS_POINTS } from '@publi/domain';
import type { ClockPort } from '../ports/clock.port.js';
import type { PaymentProviderPort } from '../ports/payment-provider.port.js';
import { ApiPixHttp } from './api-pix/api-pix-http.js';
import type { ApiPixConfig } from './api-pix/api-pix-config.js';
import { ApiPixProvider } from './api-pix/api-pix-provider.js';
import type { PagarmeConfig } from './pagarme/pagarme-config.js';
import { PagarmeProvider } from './pagarme/pagarme-provider.js';
import { RoutedPaymentProvider } from './routed-payment-provider.js';
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
  /** Pagar.me, when cards and payouts go through it (`PAYMENTS_PROVIDER=pagarme`): its webhook's route needs it. */
  readonly pagarme?: PagarmeProvider;
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

/** Pix through the PSP's API Pix; the rest as `setup` had it (the sandbox, or Pagar.me with {@link pagarmePayments}). */
export function apiPixPayments(setup: PaymentsSetup & { readonly sandbox: SandboxPaymentProvider }, config: ApiPixConfig, clock: ClockPort): PaymentsSetup & { readonly sandbox: SandboxPaymentProvider; readonly apiPix: ApiPixProvider } {
  const apiPix = new ApiPixProvider(new ApiPixHttp(config), config, clock);
  return { ...setup, provider: new RoutedPaymentProvider({ sandbox: setup.sandbox, apiPix, pagarme: setup.pagarme }), apiPix };
}

/**
 * Cards, refunds of card charges and payouts through Pagar.me; Pix as `setup` had it (the
 * sandbox, or the API Pix with {@link apiPixPayments}). The sandbox stays for its parts.
 */
export function pagarmePayments(setup: PaymentsSetup & { readonly sandbox: SandboxPaymentProvider }, config: PagarmeConfig): PaymentsSetup & { readonly sandbox: SandboxPaymentProvider; readonly pagarme: PagarmeProvider } {
  const pagarme = new PagarmeProvider(config);
  return { ...setup, provider: new RoutedPaymentProvider({ sandbox: setup.sandbox, apiPix: setup.apiPix, pagarme }), pagarme };
}

/** The webhook URL registered at the PSP: the API's callback route with the secret in its path (the PSP appends `/pix`). */
export function apiPixWebhookUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/payment/api-pix/${token}`;
}
