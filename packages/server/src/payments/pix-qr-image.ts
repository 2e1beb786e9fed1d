import QRCode from 'qrcode';

/** The QR image of a BR Code ("Pix copia e cola"), as a PNG data URL the checkout shows. */
export function pixQrImage(code: string): Promise<string> {
  return QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
