import type { Callbacks } from './callbacks.js';
import type { Charges, Receiver } from './charges.js';
import { invalidTypeOf, problem, type ApiAnswer } from './problems.js';
import { askRefund, refundToWire, type RefundRequest } from './refunds.js';

/** What the operations act on. */
export interface OperationContext {
  readonly charges: Charges;
  readonly callbacks: Callbacks;
  readonly pixKey: string;
  readonly receiver: Receiver;
  readonly refusesRefunds: () => boolean;
}

/** An answer, and what happens once it has been written (a refund settles, a callback goes). */
export interface OperationAnswer extends ApiAnswer {
  readonly afterAnswer?: () => Promise<void>;
}

/** The operations of the document the local PSP serves; every other one answers 404. */
export const SERVED_OPERATIONS: ReadonlySet<string> = new Set([
  'put /cob/{txid}',
  'get /cob/{txid}',
  'put /cobv/{txid}',
  'get /cobv/{txid}',
  'get /pix/{e2eid}',
  'put /pix/{e2eid}/devolucao/{id}',
  'get /pix/{e2eid}/devolucao/{id}',
  'put /webhook/{chave}',
  'get /webhook/{chave}',
  'delete /webhook/{chave}',
]);

function notFound(detail: string): OperationAnswer {
  return problem(404, 'NaoEncontrado', detail);
}

function ok(status: number, body?: unknown): OperationAnswer {
  return body === undefined ? { status } : { status, body };
}

function otherKey(ctx: OperationContext, operationId: string, chave: unknown, where: string): OperationAnswer | undefined {
  if (chave === ctx.pixKey) return undefined;
  return problem(400, invalidTypeOf(operationId), 'A chave não pertence ao usuário recebedor.', [
    { razao: `A chave ${String(chave)} não pertence ao usuário recebedor.`, propriedade: where, valor: String(chave) },
  ]);
}

function createCharge(ctx: OperationContext, operationId: string, kind: 'cob' | 'cobv', txid: string, body: Record<string, unknown>): OperationAnswer {
  const refused = otherKey(ctx, operationId, body['chave'], `${kind}.chave`);
  if (refused) return refused;
  if (ctx.charges.get(txid)) {
    return problem(400, invalidTypeOf(operationId), `Já existe uma cobrança com o txid ${txid}.`, [
      { razao: `O txid ${txid} já foi utilizado por outra cobrança.`, propriedade: `${kind}.txid`, valor: txid },
    ]);
  }
  if (body['loc'] !== undefined) {
    // The local PSP makes a location for each charge and serves no /loc: no id a client sends can exist.
    return problem(400, invalidTypeOf(operationId), 'A location informada não existe.', [{ razao: 'A location informada não existe.', propriedade: `${kind}.loc.id` }]);
  }
  return ok(201, ctx.charges.toWire(ctx.charges.create(kind, txid, body, new Date())));
}

function getCharge(ctx: OperationContext, kind: 'cob' | 'cobv', txid: string): OperationAnswer {
  const charge = ctx.charges.get(txid);
  return charge?.kind === kind ? ok(200, ctx.charges.toWire(charge)) : notFound(`A cobrança ${txid} não foi encontrada.`);
}

function refund(ctx: OperationContext, operationId: string, e2eid: string, id: string, body: RefundRequest): OperationAnswer {
  const pix = ctx.charges.pixOf(e2eid);
  if (!pix) return notFound(`O Pix ${e2eid} não foi encontrado.`);
  const made = askRefund(pix, id, body, ctx.refusesRefunds(), new Date());
  if (!('rtrId' in made)) return problem(400, invalidTypeOf(operationId), made.razao, [made]);
  return {
    ...ok(201, refundToWire(made)),
    // The SPI settles a devolução after the PSP has answered; the callback tells its final status.
    afterAnswer: async () => {
      if (made.status === 'EM_PROCESSAMENTO') {
        made.status = 'DEVOLVIDO';
        made.liquidacao = new Date();
      }
      await ctx.callbacks.deliver([ctx.charges.pixToWire(pix)]);
    },
  };
}

/** Runs one served operation on a request the document accepted. */
export function runOperation(ctx: OperationContext, operationId: string, params: Readonly<Record<string, string>>, body: unknown): OperationAnswer {
  const record = (body ?? {}) as Record<string, unknown>;
  const txid = params['txid'] ?? '';
  const e2eid = params['e2eid'] ?? '';
  const chave = params['chave'] ?? '';
  switch (operationId) {
    case 'put /cob/{txid}':
      return createCharge(ctx, operationId, 'cob', txid, record);
    case 'put /cobv/{txid}':
      return createCharge(ctx, operationId, 'cobv', txid, record);
    case 'get /cob/{txid}':
      return getCharge(ctx, 'cob', txid);
    case 'get /cobv/{txid}':
      return getCharge(ctx, 'cobv', txid);
    case 'get /pix/{e2eid}': {
      const pix = ctx.charges.pixOf(e2eid);
      return pix ? ok(200, ctx.charges.pixToWire(pix)) : notFound(`O Pix ${e2eid} não foi encontrado.`);
    }
    case 'put /pix/{e2eid}/devolucao/{id}':
      return refund(ctx, operationId, e2eid, params['id'] ?? '', record as unknown as RefundRequest);
    case 'get /pix/{e2eid}/devolucao/{id}': {
      const found = ctx.charges.pixOf(e2eid)?.refunds.find((made) => made.id === params['id']);
      return found ? ok(200, refundToWire(found)) : notFound(`A devolução ${params['id'] ?? ''} não foi encontrada.`);
    }
    case 'put /webhook/{chave}': {
      const refused = otherKey(ctx, operationId, chave, 'chave');
      if (refused) return refused;
      ctx.callbacks.register(String(record['webhookUrl']), new Date());
      return ok(200);
    }
    case 'get /webhook/{chave}': {
      const webhook = ctx.callbacks.registered();
      if (!webhook || chave !== ctx.pixKey) return notFound(`O webhook da chave ${chave} não foi encontrado.`);
      return ok(200, { webhookUrl: webhook.webhookUrl, cnpj: ctx.receiver.cnpj, criacao: webhook.criacao.toISOString() });
    }
    case 'delete /webhook/{chave}':
      return chave === ctx.pixKey && ctx.callbacks.remove() ? ok(204) : notFound(`O webhook da chave ${chave} não foi encontrado.`);
    default:
      return notFound('O recurso não foi encontrado.');
  }
}
