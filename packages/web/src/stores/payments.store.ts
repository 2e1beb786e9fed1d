import type { DownloadedFile, Payment, PaymentReceipt, PaymentsUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** A project that has payments, as the filter offers it. */
export interface PaymentProject {
  readonly id: number;
  readonly name: string;
}

/**
 * `/pagamentos` and its receipts: the brand's payments, newest first, narrowed to one project on
 * the screen; the export of what is shown; one payment's receipt.
 */
@injectable()
export class PaymentsStore {
  payments: readonly Payment[] = [];
  /** The project the list is narrowed to; null for "Todos os projetos". */
  projectId: number | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  exporting: 'csv' | 'xlsx' | null = null;
  exportError: string | null = null;
  receipt: PaymentReceipt | null = null;
  receiptError: string | null = null;

  constructor(@inject(USE_CASE_TOKENS.Payments) private readonly useCase: Pick<PaymentsUseCase, 'list' | 'receipt' | 'export'>) {
    makeAutoObservable<this, 'useCase'>(this, { useCase: false }, { autoBind: true });
  }

  /** The projects that have payments, for the filter, in the order they first appear. */
  get projects(): readonly PaymentProject[] {
    const seen = new Map<number, string>();
    for (const payment of this.payments) if (!seen.has(payment.projectId)) seen.set(payment.projectId, payment.projectName);
    return [...seen].map(([id, name]) => ({ id, name }));
  }

  /** The payments shown: all, or the chosen project's. */
  get visible(): readonly Payment[] {
    return this.projectId === null ? this.payments : this.payments.filter((payment) => payment.projectId === this.projectId);
  }

  /** Reads the brand's payments; a chosen project that no longer has any goes back to all. */
  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const payments = await this.useCase.list();
      runInAction(() => {
        this.payments = payments;
        if (!payments.some((payment) => payment.projectId === this.projectId)) this.projectId = null;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessageOf(error);
      });
    }
  }

  /** Narrows the list to one project, or `null` for all. */
  setProject(projectId: number | null): void {
    this.projectId = projectId;
  }

  /** The shown payments as a file; null when it could not be made (the reason in `exportError`). */
  async export(format: 'csv' | 'xlsx'): Promise<DownloadedFile | null> {
    if (this.exporting !== null) return null;
    this.exporting = format;
    this.exportError = null;
    try {
      return await this.useCase.export(format, this.projectId ?? undefined);
    } catch (error) {
      runInAction(() => {
        this.exportError = errorMessageOf(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.exporting = null;
      });
    }
  }

  /** Reads one paid payment's receipt; the server's reason in `receiptError` when it has none. */
  async loadReceipt(paymentId: number): Promise<void> {
    if (this.receipt?.payment.id !== paymentId) this.receipt = null;
    this.receiptError = null;
    try {
      const receipt = await this.useCase.receipt(paymentId);
      runInAction(() => {
        this.receipt = receipt;
      });
    } catch (error) {
      runInAction(() => {
        this.receipt = null;
        this.receiptError = errorMessageOf(error);
      });
    }
  }
}
