import type { JobPrices } from '@publi/application';
import { cashRegisterMoney, TYPED_MONEY_MESSAGES } from '@publi/domain';
import { makeAutoObservable } from 'mobx';
import { readMaskedMoney } from '../../shared/forms/masked-money.js';

/** The three formats a creator prices. */
export type PriceField = keyof JobPrices;

const FIELDS: readonly PriceField[] = ['stories', 'feed', 'tiktok'];

// A price of 0 is a format not offered, so a creator who typed a minus sign learns how to say so.
const NOT_OFFERED_HINT = ' Use 0 para "não ofereço".';

function shown(centavos: number): string {
  return cashRegisterMoney(String(centavos));
}

function priceError(error: string): string {
  return error === TYPED_MONEY_MESSAGES.negative ? error + NOT_OFFERED_HINT : error;
}

/** What `Valores` holds while the creator types: the masked prices and their errors. */
export class PricesDraft {
  values: Record<PriceField, string>;
  errors: { readonly [K in PriceField]?: string | undefined } = {};
  private savedValues: Record<PriceField, string>;

  constructor(prices: JobPrices) {
    this.values = { stories: shown(prices.stories), feed: shown(prices.feed), tiktok: shown(prices.tiktok) };
    this.savedValues = { ...this.values };
    makeAutoObservable<this, 'savedValues'>(this, { savedValues: true }, { autoBind: true });
  }

  get dirty(): boolean {
    return FIELDS.some((field) => this.values[field] !== this.savedValues[field]);
  }

  set(field: PriceField, text: string): void {
    this.values = { ...this.values, [field]: cashRegisterMoney(text) };
    this.errors = { ...this.errors, [field]: undefined };
  }

  /** Whether `field` holds a valid 0: the format is not offered. */
  isNotOffered(field: PriceField): boolean {
    const parsed = readMaskedMoney(this.values[field]);
    return 'centavos' in parsed && parsed.centavos === 0;
  }

  validate(): boolean {
    const errors: { [K in PriceField]?: string } = {};
    for (const field of FIELDS) {
      const parsed = readMaskedMoney(this.values[field]);
      if ('error' in parsed) errors[field] = priceError(parsed.error);
    }
    this.errors = errors;
    return Object.keys(errors).length === 0;
  }

  /** The request; call after {@link validate}. */
  toPrices(): JobPrices {
    const centavos = (field: PriceField) => {
      const parsed = readMaskedMoney(this.values[field]);
      return 'centavos' in parsed ? parsed.centavos : 0;
    };
    return { stories: centavos('stories'), feed: centavos('feed'), tiktok: centavos('tiktok') };
  }

  showErrors(errors: { readonly [K in PriceField]?: string | undefined }): void {
    this.errors = { ...this.errors, ...errors };
  }

  markSaved(): void {
    this.savedValues = { ...this.values };
  }
}
