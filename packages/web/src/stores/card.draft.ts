import type { CardForm } from '@publi/application';
import { makeAutoObservable } from 'mobx';
import { EMPTY_CARD, maskCard, readExpiry, type CardFields } from './card-masks.js';

/** The checkout's card form (view state): what was typed, each field masked as it is typed. */
export class CardDraft {
  fields: CardFields = EMPTY_CARD;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The card as the provider's checkout takes it, or null while the expiry is not `MM/AA`. */
  get card(): CardForm | null {
    const expiry = readExpiry(this.fields.expiry);
    if (expiry === null) return null;
    return { number: this.fields.number, holderName: this.fields.holderName, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: this.fields.cvc };
  }

  set(changes: Partial<CardFields>): void {
    this.fields = maskCard(this.fields, changes);
  }

  clear(): void {
    this.fields = EMPTY_CARD;
  }
}
