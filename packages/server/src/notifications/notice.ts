import type { NotificationKind } from '@publi/contract';

/** Something to tell people: the in-app notification and the e-mail say the same. */
export interface Notice {
  /** Who hears of it; the person who acted is left out by the caller. */
  readonly userIds: readonly number[];
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  /** The screen it leads to, such as `/contratos/31`. */
  readonly link: string;
  readonly contractId: number | null;
  /**
   * Chat messages: refresh the person's unread notice of the same contract instead of adding
   * one (and send no second e-mail), so a conversation is one notice until read.
   */
  readonly coalesce?: boolean;
}
