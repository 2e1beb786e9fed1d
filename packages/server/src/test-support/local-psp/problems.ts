import type { Violation } from './strict-fields.js';

/** An answer of the local PSP's API, before it is written. */
export interface ApiAnswer {
  readonly status: number;
  readonly body?: unknown;
  /** `application/json` unless said. */
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

const ERROR_BASE = 'https://pix.bcb.gov.br/api/v2/error/';

/** The API Pix's error types the local PSP answers, with their titles. */
const TITLES = {
  CobOperacaoInvalida: 'Cobrança inválida.',
  CobVOperacaoInvalida: 'Cobrança inválida.',
  PixDevolucaoInvalida: 'Devolução inválida.',
  WebhookOperacaoInvalida: 'Webhook inválido.',
  RequisicaoInvalida: 'Requisição inválida.',
  AcessoNegado: 'Acesso negado.',
  NaoEncontrado: 'Não encontrado.',
  ErroInternoDoServidor: 'Erro interno do servidor.',
  ServicoIndisponivel: 'Serviço indisponível.',
} as const;

/** An error type of the API Pix. */
export type ProblemType = keyof typeof TITLES;

/** An `application/problem+json` answer holding the API Pix's `Problema`. */
export function problem(status: number, type: ProblemType, detail: string, violacoes?: readonly Violation[]): ApiAnswer {
  return {
    status,
    contentType: 'application/problem+json',
    body: { type: `${ERROR_BASE}${type}`, title: TITLES[type], status, detail, ...(violacoes && violacoes.length > 0 ? { violacoes } : {}) },
  };
}

/**
 * A missing, unknown or expired token. The API Pix leaves authentication to the Central Bank's
 * security manual and lists no 401; the body is still a `Problema`, of RFC 7807's `about:blank`
 * type (the HTTP status says it all), and the header is RFC 6750's.
 */
export function unauthorized(): ApiAnswer {
  return {
    status: 401,
    contentType: 'application/problem+json',
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
    body: { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'O token de acesso está ausente, é desconhecido ou expirou.' },
  };
}

/** The error type a refused request of an operation answers. */
export function invalidTypeOf(operationId: string): ProblemType {
  if (operationId.includes('/devolucao/')) return 'PixDevolucaoInvalida';
  if (operationId.includes('/cobv/')) return 'CobVOperacaoInvalida';
  if (operationId.includes('/cob/')) return 'CobOperacaoInvalida';
  if (operationId.includes('/webhook/')) return 'WebhookOperacaoInvalida';
  return 'RequisicaoInvalida';
}

/** An error answer in one line (its type, detail and violations), for the PSP's request log. */
export function describeProblem(answer: ApiAnswer): string | undefined {
  if (answer.status < 400 || typeof answer.body !== 'object' || answer.body === null) return undefined;
  const body = answer.body as { type?: string; error?: string; detail?: string; violacoes?: { razao: string }[] };
  const type = (body.type ?? body.error ?? '').replace(/^.*\//u, '');
  return [type, body.detail, ...(body.violacoes ?? []).map((violation) => violation.razao)].filter(Boolean).join(' | ');
}
