import { createDynamicPix, hasError } from 'pix-utils';
import { cobvComponents, totalOf, type CobVValor, type ValueComponents } from './cobv-fees.js';
import { brasiliaDate, daysBetween, newEndToEndId, newLocationToken, toCentavos, toValor } from './pix-values.js';
import { refundToWire, type Refund } from './refunds.js';

/** Who receives: the cobv's `recebedor`, the webhook's `cnpj` and the BR Code's merchant. */
export interface Receiver {
  readonly cnpj: string;
  /** At most 25 characters (the BR Code's merchant name). */
  readonly nome: string;
  readonly logradouro: string;
  /** At most 15 characters (the BR Code's merchant city). */
  readonly cidade: string;
  readonly uf: string;
  readonly cep: string;
}

/** A Pix received for a charge. */
export interface ReceivedPix {
  readonly endToEndId: string;
  readonly txid: string;
  readonly valor: number;
  readonly horario: Date;
  readonly components: ValueComponents;
  readonly refunds: Refund[];
}

/** A charge (cob or cobv) as the PSP keeps it: the client's request and what the PSP added. */
export interface Charge {
  readonly kind: 'cob' | 'cobv';
  readonly txid: string;
  readonly request: Readonly<Record<string, unknown>>;
  readonly criacao: Date;
  readonly locId: number;
  readonly location: string;
  readonly pixCopiaECola: string;
  readonly pix: ReceivedPix[];
}

const DEFAULT_EXPIRACAO_SECONDS = 86_400;
const DEFAULT_VALIDADE_APOS_VENCIMENTO = 30;

function calendarioOf(charge: Charge): Record<string, unknown> {
  const asked = (charge.request['calendario'] ?? {}) as Record<string, unknown>;
  return charge.kind === 'cob'
    ? { criacao: charge.criacao.toISOString(), expiracao: asked['expiracao'] ?? DEFAULT_EXPIRACAO_SECONDS }
    : { criacao: charge.criacao.toISOString(), ...asked, validadeAposVencimento: asked['validadeAposVencimento'] ?? DEFAULT_VALIDADE_APOS_VENCIMENTO };
}

/** The charges of the local PSP and the Pix paid to them. */
export class Charges {
  private readonly byTxid = new Map<string, Charge>();
  private readonly pixByEndToEndId = new Map<string, ReceivedPix>();
  private nextLocId = 1;

  constructor(
    private readonly origin: string,
    private readonly receiver: Receiver,
  ) {}

  /** Records a new charge; the caller has checked that its txid is new. */
  create(kind: Charge['kind'], txid: string, request: Readonly<Record<string, unknown>>, now: Date): Charge {
    // The location is a URI as the document's `format: uri` wants; the BR Code carries it without its scheme.
    const location = `${this.origin}/qr/v2/${kind === 'cobv' ? 'cobv/' : ''}${newLocationToken()}`;
    const brCode = createDynamicPix({ merchantName: this.receiver.nome, merchantCity: this.receiver.cidade, url: location.replace(/^https:\/\//u, '') });
    if (hasError(brCode)) throw new Error(`could not build the BR Code: ${brCode.message}`);
    const charge: Charge = { kind, txid, request, criacao: now, locId: this.nextLocId++, location, pixCopiaECola: brCode.toBRCode(), pix: [] };
    this.byTxid.set(txid, charge);
    return charge;
  }

  /** The charge with this txid, of any kind. */
  get(txid: string): Charge | undefined {
    return this.byTxid.get(txid);
  }

  /** The Pix with this endToEndId. */
  pixOf(endToEndId: string): ReceivedPix | undefined {
    return this.pixByEndToEndId.get(endToEndId);
  }

  /** Pays a charge as the payer's bank would; throws when the charge could not be paid. */
  pay(txid: string, valor: string | undefined, horario: Date): ReceivedPix {
    const charge = this.byTxid.get(txid);
    if (!charge) throw new Error(`no charge has txid ${txid}`);
    if (charge.pix.length > 0) throw new Error(`the charge ${txid} is already paid`);
    const components = this.componentsAt(charge, horario);
    const expected = totalOf(components);
    const paid = valor === undefined ? expected : toCentavos(valor);
    const mayChange = (charge.request['valor'] as { modalidadeAlteracao?: number }).modalidadeAlteracao === 1;
    if (paid !== expected && !mayChange) {
      throw new Error(`the charge ${txid} asks ${toValor(expected)} on that day (${JSON.stringify(this.componentsToWire(components))}), not ${toValor(paid)}`);
    }
    const pix: ReceivedPix = {
      endToEndId: newEndToEndId(horario),
      txid,
      valor: paid,
      horario,
      components: paid === expected ? components : { ...components, original: paid },
      refunds: [],
    };
    charge.pix.push(pix);
    this.pixByEndToEndId.set(pix.endToEndId, pix);
    return pix;
  }

  private componentsAt(charge: Charge, horario: Date): ValueComponents {
    const valor = charge.request['valor'] as CobVValor;
    const calendario = calendarioOf(charge);
    if (charge.kind === 'cob') {
      const expiresAt = charge.criacao.getTime() + Number(calendario['expiracao']) * 1000;
      if (horario.getTime() > expiresAt) throw new Error(`the cob ${charge.txid} expired at ${new Date(expiresAt).toISOString()}`);
      return { original: toCentavos(valor.original), multa: 0, juros: 0, abatimento: 0 };
    }
    const due = String(calendario['dataDeVencimento']);
    const payDate = brasiliaDate(horario);
    if (daysBetween(due, payDate) > Number(calendario['validadeAposVencimento'])) {
      throw new Error(`the cobv ${charge.txid} can no longer be paid on ${payDate}: due ${due}, valid ${String(calendario['validadeAposVencimento'])} days after`);
    }
    return cobvComponents(valor, due, payDate);
  }

  /** The charge as CobGerada/CobVGerada, and as CobCompleta/CobVCompleta once paid. */
  toWire(charge: Charge): Record<string, unknown> {
    const criacao = charge.criacao.toISOString();
    const wire: Record<string, unknown> = {
      ...charge.request,
      calendario: calendarioOf(charge),
      txid: charge.txid,
      revisao: 0,
      // `loc.txid` is required by the document although PayloadLocation does not describe it.
      loc: { id: charge.locId, location: charge.location, tipoCob: charge.kind, criacao, txid: charge.txid },
      location: charge.location,
      status: charge.pix.length > 0 ? 'CONCLUIDA' : 'ATIVA',
      pixCopiaECola: charge.pixCopiaECola,
    };
    if (charge.kind === 'cobv') {
      const { cnpj, nome, logradouro, cidade, uf, cep } = this.receiver;
      wire['recebedor'] = { cnpj, nome, logradouro, cidade, uf, cep };
      // DadosRecebedor requires these at the charge's top level (a slip of the document that a
      // response must still honour to pass it).
      Object.assign(wire, { logradouro, cidade, uf, cep });
    }
    if (charge.pix.length > 0) wire['pix'] = charge.pix.map((pix) => this.pixToWire(pix));
    return wire;
  }

  /** The Pix as the API Pix's `Pix`. */
  pixToWire(pix: ReceivedPix): Record<string, unknown> {
    const charge = this.byTxid.get(pix.txid);
    return {
      endToEndId: pix.endToEndId,
      txid: pix.txid,
      valor: toValor(pix.valor),
      componentesValor: this.componentsToWire(pix.components),
      chave: charge?.request['chave'],
      horario: pix.horario.toISOString(),
      ...(pix.refunds.length > 0 ? { devolucoes: pix.refunds.map(refundToWire) } : {}),
    };
  }

  private componentsToWire(components: ValueComponents): Record<string, unknown> {
    const wire: Record<string, unknown> = { original: { valor: toValor(components.original) } };
    if (components.multa > 0) wire['multa'] = { valor: toValor(components.multa) };
    if (components.juros > 0) wire['juros'] = { valor: toValor(components.juros) };
    if (components.abatimento > 0) wire['abatimento'] = { valor: toValor(components.abatimento) };
    return wire;
  }
}
