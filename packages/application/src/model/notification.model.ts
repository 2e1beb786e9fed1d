/** One in-app notification. */
export interface AppNotification {
  readonly id: number;
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  /** The screen it leads to, such as `/contratos/31`. */
  readonly link: string;
  readonly contractId: number | null;
  readonly read: boolean;
  /** ISO instant. */
  readonly createdAt: string;
}

/** A page of notifications, with the unread count. */
export interface NotificationPage {
  readonly notifications: readonly AppNotification[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
  readonly unread: number;
}

/** What the header's bell shows. */
export interface NotificationSummary {
  readonly unreadNotifications: number;
  readonly unreadMessages: number;
}
