import { centavosOf } from './api-pix-wire.js';

// Reading the PSP's answers: only the fields Publi needs, checked, whatever else they carry.

/** A charge as `GET /cob/{txid}` or `/cobv/{txid}` answers it. */
export interface PspCharge {
  readonly status: string;
  readonly originalCentavos: number | null;
  readonly code: string | null;
  /** The Pix received for it: their end-to-end ids and amounts. */
  readonly received: readonly { readonly endToEndId: string; readonly centavos: number }[];
}

/** The charge in a PSP's answer, or null when the body is not one. */
export function pspChargeOf(body: unknown): PspCharge | null {
  if (!isRecord(body) || typeof body['status'] !== 'string') return null;
  const valor = isRecord(body['valor']) ? body['valor'] : {};
  const pix = Array.isArray(body['pix']) ? body['pix'] : [];
  const received = pix.flatMap((entry) => {
    const centavos = isRecord(entry) ? centavosOf(entry['valor']) : null;
    return isRecord(entry) && typeof entry['endToEndId'] === 'string' && centavos !== null ? [{ endToEndId: entry['endToEndId'], centavos }] : [];
  });
  return { status: body['status'], originalCentavos: centavosOf(valor['original']), code: typeof body['pixCopiaECola'] === 'string' ? body['pixCopiaECola'] : null, received };
}

/** A refund's status (`EM_PROCESSAMENTO`, `DEVOLVIDO`, `NAO_REALIZADO`) and the PSP's reason, or null when the body is not one. */
export function pspRefundOf(body: unknown): { status: string; motivo: string | null } | null {
  if (!isRecord(body) || typeof body['status'] !== 'string') return null;
  return { status: body['status'], motivo: typeof body['motivo'] === 'string' ? body['motivo'] : null };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
