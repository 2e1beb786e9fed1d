import { z } from 'zod';
import { centavosOf } from './api-pix-wire.js';

// Reading the PSP's answers with zod, as any outside input: only the fields Publi needs, checked,
// whatever else they carry (the standard lets PSPs add fields).

/** A charge as `GET /cob/{txid}` or `/cobv/{txid}` answers it. */
export interface PspCharge {
  readonly status: string;
  readonly originalCentavos: number | null;
  readonly code: string | null;
  /** The Pix received for it: their end-to-end ids and amounts. */
  readonly received: readonly { readonly endToEndId: string; readonly centavos: number }[];
}

const receivedPixSchema = z.looseObject({ endToEndId: z.string(), valor: z.string() });
const chargeSchema = z.looseObject({
  status: z.string(),
  valor: z.looseObject({ original: z.string().optional() }).optional(),
  pixCopiaECola: z.string().optional(),
  pix: z.array(z.unknown()).optional(),
});
const refundSchema = z.looseObject({ status: z.string(), motivo: z.string().optional() });

/** The charge in a PSP's answer, or null when the body is not one. */
export function pspChargeOf(body: unknown): PspCharge | null {
  const parsed = chargeSchema.safeParse(body);
  if (!parsed.success) return null;
  const { status, valor, pixCopiaECola, pix = [] } = parsed.data;
  const received = pix.flatMap((entry) => {
    const one = receivedPixSchema.safeParse(entry);
    const centavos = one.success ? centavosOf(one.data.valor) : null;
    return one.success && centavos !== null ? [{ endToEndId: one.data.endToEndId, centavos }] : [];
  });
  return { status, originalCentavos: centavosOf(valor?.original), code: pixCopiaECola ?? null, received };
}

/** A refund's status (`EM_PROCESSAMENTO`, `DEVOLVIDO`, `NAO_REALIZADO`) and the PSP's reason, or null when the body is not one. */
export function pspRefundOf(body: unknown): { status: string; motivo: string | null } | null {
  const parsed = refundSchema.safeParse(body);
  return parsed.success ? { status: parsed.data.status, motivo: parsed.data.motivo ?? null } : null;
}
