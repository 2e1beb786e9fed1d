import type { PixDueOffer } from '@publi/application';
import { makeAutoObservable } from 'mobx';

/**
 * The checkout's Pix com vencimento form (view state): the due date chosen, `YYYY-MM-DD`. It
 * starts at the offer's suggestion and keeps what the person chose through a refusal.
 */
export class PixDueDraft {
  dueDate: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(dueDate: string | null): void {
    this.dueDate = dueDate;
  }

  /** Starts again from the day `offer` suggests (a checkout opened). */
  suggest(offer: PixDueOffer): void {
    this.dueDate = offer.suggestedDueDate;
  }
}
