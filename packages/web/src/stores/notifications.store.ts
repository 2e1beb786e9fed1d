import type { AppNotification, NotificationSummary, NotificationsUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** How often the bell asks for its counts while someone is signed in. */
const BELL_REFRESH_MS = 15_000;

/** The header's bell (unread notifications and messages) and `/notificacoes`. */
@injectable()
export class NotificationsStore {
  summary: NotificationSummary = { unreadNotifications: 0, unreadMessages: 0 };
  notifications: readonly AppNotification[] = [];
  page = 1;
  total = 0;
  limit = 20;
  unreadOnly = false;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  marking = false;

  constructor(@inject(USE_CASE_TOKENS.Notifications) private readonly useCase: Pick<NotificationsUseCase, 'list' | 'summary' | 'markRead'>) {
    makeAutoObservable<this, 'useCase'>(this, { useCase: false }, { autoBind: true });
  }

  /** Everything unread: what the bell's badge counts. */
  get unreadTotal(): number {
    return this.summary.unreadNotifications + this.summary.unreadMessages;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.limit));
  }

  async refreshSummary(): Promise<void> {
    const summary = await this.useCase.summary();
    runInAction(() => {
      this.summary = summary;
    });
  }

  /** Refreshes the bell now and every few seconds; answers the function that stops. */
  watch(): () => void {
    void this.refreshSummary();
    const timer = setInterval(() => void this.refreshSummary(), BELL_REFRESH_MS);
    return () => {
      clearInterval(timer);
    };
  }

  async load(page = this.page, unreadOnly = this.unreadOnly): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const answer = await this.useCase.list(page, unreadOnly);
      runInAction(() => {
        this.notifications = answer.notifications;
        this.page = answer.page;
        this.total = answer.total;
        this.limit = answer.limit;
        this.unreadOnly = unreadOnly;
        this.summary = { ...this.summary, unreadNotifications: answer.unread };
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessageOf(error);
      });
    }
  }

  /** Marks `ids` read (every one when left out), here and on the server. */
  async markRead(ids?: readonly number[]): Promise<void> {
    this.marking = true;
    try {
      const summary = await this.useCase.markRead(ids);
      runInAction(() => {
        this.summary = summary;
        this.notifications = this.notifications.map((notice) => (ids === undefined || ids.includes(notice.id) ? { ...notice, read: true } : notice));
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessageOf(error);
      });
    } finally {
      runInAction(() => {
        this.marking = false;
      });
    }
  }
}
