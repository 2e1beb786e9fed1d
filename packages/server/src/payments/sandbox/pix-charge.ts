import { randomInt } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';
import type { PixCharge } from '../../ports/payment-provider.port.js';
import { pixQrImage } from '../pix-qr-image.js';

/** Who receives Pix charges: the merchant fields of the BR Code. */
export interface PixMerchant {
  readonly key: string;
  /** At most 25 characters, as the BR Code allows. */
  readonly name: string;
  /** At most 15 characters. */
  readonly city: string;
}

const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
// The BR Code's txid field holds at most 25 characters, letters and digits only.
const TXID_LENGTH = 25;

/** A fresh txid: `PUBLI` and 20 random letters and digits. */
export function newTxid(): string {
  let txid = 'PUBLI';
  while (txid.length < TXID_LENGTH) txid += TXID_ALPHABET.charAt(randomInt(TXID_ALPHABET.length));
  return txid;
}

/**
 * A Pix charge's BR Code ("Pix copia e cola": the Banco Central's EMV fields with the merchant,
 * the amount, the txid and the CRC16), written by `pix-utils`, and its QR image by `qrcode`.
 */
export async function buildPixCharge(merchant: PixMerchant, amountCentavos: number, txid: string, expiresAt: Date): Promise<PixCharge> {
  const pix = createStaticPix({
    merchantName: merchant.name,
    merchantCity: merchant.city,
    pixKey: merchant.key,
    txid,
    // The library takes reais; two decimals are exact for any whole number of centavos.
    transactionAmount: Number((amountCentavos / 100).toFixed(2)),
    isTransactionUnique: true,
  });
  if (hasError(pix)) throw new Error(`could not build the Pix code: ${pix.message}`);
  const code = pix.toBRCode();
  return { code, qrImage: await pixQrImage(code), txid, expiresAt };
}
