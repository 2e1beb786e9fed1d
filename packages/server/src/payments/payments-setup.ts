import { randomBytes } from 'node:crypto';
import { DEFAULT_PLATFORM_FEE_BASIS_POINTS } from '@publi/domain';
import type { ClockPort } from '../ports/clock.port.js';
import type { PaymentProviderPort } from '../ports/payment-provider.port.js';
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
