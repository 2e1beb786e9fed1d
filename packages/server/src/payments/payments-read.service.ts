import { findUser } from '../accounts/find-user.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { requireBrand } from '../projects/require-brand.js';
import { PaymentsRepository, type PaymentPayer, type PaymentView } from './payments.repository.js';

// Twin of @publi/application's PaymentReceipt: the server's holds the stored rows (whole documents, the payer's names); the wire mapper masks and picks.
/** A paid payment with who its receipt names: the brand, and the document each creator's payouts go to. */
export interface PaymentReceipt {
  readonly view: PaymentView;
  readonly payer: PaymentPayer | undefined;
  readonly payeeDocuments: ReadonlyMap<number, string>;
}

/** A brand reading its payments: one, its receipt, or the list (and its export). */
export class PaymentsReadService {
  constructor(private readonly deps: { readonly db: Database }) {}

  /** One of the brand's payments (`GET /payment/:id`). @throws AppError `PAYMENT.NOT_FOUND` for anyone else's. */
  async one(externalId: string, id: number): Promise<PaymentView> {
    const caller = await findUser(this.deps.db, externalId);
    const [view] = await new PaymentsRepository(this.deps.db).views({ id, brandId: caller.id }, 1);
    if (!view) throw new AppError('PAYMENT.NOT_FOUND');
    return view;
  }

  /**
   * One of the brand's paid payments with who its receipt names (`GET /payment/:id/receipt`).
   *
   * @throws AppError `PAYMENT.NOT_FOUND` for anyone else's, `PAYMENT.NOT_PAID` before it settles.
   */
  async receipt(externalId: string, id: number): Promise<PaymentReceipt> {
    const view = await this.one(externalId, id);
    if (view.row.paidAt === null) throw new AppError('PAYMENT.NOT_PAID');
    const repository = new PaymentsRepository(this.deps.db);
    const payer = await repository.payer(view.row.brandId);
    const payeeDocuments = await repository.payeeDocuments(view.items.map((item) => item.creatorId));
    return { view, payer, payeeDocuments };
  }

  /** The brand's payments, of one project or all, newest first (`GET /payments`). */
  async list(externalId: string, projectId: number | undefined): Promise<PaymentView[]> {
    const caller = await findUser(this.deps.db, externalId);
    requireBrand(caller);
    return new PaymentsRepository(this.deps.db).views(projectId === undefined ? { brandId: caller.id } : { brandId: caller.id, projectId });
  }
}
