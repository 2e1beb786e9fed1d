import { randomBytes } from 'node:crypto';
import { CallbackReceiver } from './callback-receiver.js';
import { LocalPsp, type LocalPspOptions } from './local-psp.js';
import { PspTestClient, type PspAnswer, type PspCall } from './psp-test-client.js';
import { makeTestCertificates, type TestCertificates } from './test-certificates.js';

/** The receiver's Pix key in the PSP's own tests (an EVP key). */
export const TEST_PIX_KEY = '2c4f6a1e-8b3d-4e5f-9a7b-1c2d3e4f5a6b';
/** The client credentials of the PSP's own tests. */
export const TEST_CLIENT = { clientId: 'publi-test-client', clientSecret: 's3cret-of-the-tests' } as const;

let certificates: Promise<TestCertificates> | undefined;

/** The certificates of this process, made once (openssl takes a moment). */
export function sharedTestCertificates(): Promise<TestCertificates> {
  certificates ??= makeTestCertificates();
  return certificates;
}

/** A fresh txid of 32 letters and digits (the API Pix asks 26 to 35). */
export function aTxid(): string {
  return randomBytes(16).toString('hex');
}

/** A local PSP, a webhook receiver and a client with a token: what most of the PSP's tests use. */
export class LocalPspWorld {
  private constructor(
    readonly psp: LocalPsp,
    readonly receiver: CallbackReceiver,
    readonly client: PspTestClient,
    readonly certificates: TestCertificates,
    private accessToken: string,
  ) {}

  static async start(options: Partial<Omit<LocalPspOptions, 'certificates'>> = {}): Promise<LocalPspWorld> {
    const certificates = await sharedTestCertificates();
    const psp = await LocalPsp.start({ certificates, ...TEST_CLIENT, pixKey: TEST_PIX_KEY, ...options });
    const receiver = await CallbackReceiver.start();
    const client = new PspTestClient(certificates);
    const token = await client.token(psp.tokenUrl, TEST_CLIENT.clientId, TEST_CLIENT.clientSecret);
    return new LocalPspWorld(psp, receiver, client, certificates, token);
  }

  /** A fresh token, kept for the next calls. */
  async renewToken(scope?: string): Promise<string> {
    this.accessToken = await this.client.token(this.psp.tokenUrl, TEST_CLIENT.clientId, TEST_CLIENT.clientSecret, scope);
    return this.accessToken;
  }

  /** Calls the API (a path under the base URL) with the current token. */
  api(method: string, path: string, call: PspCall = {}): Promise<PspAnswer> {
    return this.client.call(method, `${this.psp.baseUrl}${path}`, { token: this.accessToken, ...call });
  }

  /** Registers the receiver's webhook. */
  async registerWebhook(): Promise<void> {
    const answer = await this.api('PUT', `/webhook/${TEST_PIX_KEY}`, { body: { webhookUrl: this.receiver.url } });
    if (answer.status !== 200) throw new Error(`webhook not registered: ${answer.status} ${JSON.stringify(answer.body)}`);
  }

  async stop(): Promise<void> {
    await Promise.all([this.psp.stop(), this.receiver.stop()]);
  }
}

/** A cob's body, with overrides. */
export function aCobBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { calendario: { expiracao: 3600 }, valor: { original: '150.00' }, chave: TEST_PIX_KEY, solicitacaoPagador: 'Campanha na Publi', ...overrides };
}

/** A cobv's body, due on a date, with a fine of 2 % and interest of 1 % a month, with overrides. */
export function aCobVBody(dataDeVencimento: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    calendario: { dataDeVencimento, validadeAposVencimento: 30 },
    devedor: { cnpj: '11222333000181', nome: 'Marca Exemplo Ltda', email: 'financeiro@marca.example' },
    valor: { original: '1000.00', multa: { modalidade: 2, valorPerc: '2.00' }, juros: { modalidade: 3, valorPerc: '1.00' } },
    chave: TEST_PIX_KEY,
    ...overrides,
  };
}
