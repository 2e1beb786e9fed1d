import type { JobPrices } from '@publi/application';
import { makeAutoObservable } from 'mobx';
import { maskMoney, parseMoney } from '../../shared/forms/money-mask.js';

/** The three formats a creator prices. */
export type PriceField = keyof JobPrices;

const FIELDS: readonly PriceField[] = ['stories', 'feed', 'tiktok'];

function shown(centavos: number): string {
  return maskMoney(String(centavos));
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
    this.values = { ...this.values, [field]: maskMoney(text) };
    this.errors = { ...this.errors, [field]: undefined };
  }

  /** Whether `field` holds a valid 0: the format is not offered. */
  isNotOffered(field: PriceField): boolean {
    const parsed = parseMoney(this.values[field]);
    return 'centavos' in parsed && parsed.centavos === 0;
  }

  validate(): boolean {
    const errors: { [K in PriceField]?: string } = {};
    for (const field of FIELDS) {
      const parsed = parseMoney(this.values[field]);
      if ('error' in parsed) errors[field] = parsed.error;
    }
    this.errors = errors;
    return Object.keys(errors).length === 0;
  }

  /** The request; call after {@link validate}. */
  toPrices(): JobPrices {
    const centavos = (field: PriceField) => {
      const parsed = parseMoney(this.values[field]);
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
