import type { DownloadedFile } from '../model/payment.model.js';
import type { MyDataFormat, PrivacyPort } from '../ports/privacy.port.js';

const MEDIA_TYPES: Record<MyDataFormat, string> = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' };

/** {@link PrivacyPort} in memory: a small file per format, and a refusal a test may queue. */
export class InMemoryPrivacyAdapter implements PrivacyPort {
  /** The formats asked for, in order. */
  readonly requested: MyDataFormat[] = [];
  private refusals: Error[] = [];

  /** Test hook: the next call fails with `error` (an old sign-in, a dropped connection). */
  refuseNext(error: Error): void {
    this.refusals.push(error);
  }

  /** Whether the account was deleted. */
  deleted = false;

  /** The account is gone, or the queued refusal. */
  deleteMyAccount(): Promise<void> {
    const refusal = this.refusals.shift();
    if (refusal !== undefined) return Promise.reject(refusal);
    this.deleted = true;
    return Promise.resolve();
  }

  /** The file, or the queued refusal. */
  exportMyData(format: MyDataFormat): Promise<DownloadedFile> {
    this.requested.push(format);
    const refusal = this.refusals.shift();
    if (refusal !== undefined) return Promise.reject(refusal);
    // ASCII only, so each character is one byte without a text encoder (not every runtime of this package has one).
    const text = format === 'json' ? '{"secoes":{}}\n' : 'secao;registro;campo;valor\r\n';
    const bytes = Uint8Array.from(text, (character) => character.charCodeAt(0));
    return Promise.resolve({ fileName: `publi-meus-dados.${format}`, mediaType: MEDIA_TYPES[format], bytes });
  }
}
