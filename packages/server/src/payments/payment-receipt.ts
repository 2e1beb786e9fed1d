import type { PaymentReceiptWire } from '@publi/contract';
import { receiptDocument } from '@publi/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { bankAccounts, creators, users } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { PaymentView } from './payments.repository.js';
import { toPaymentWire } from './to-payment-wire.js';

/** The platform as receipts name it; its CNPJ is configured with the real company (none in the sandbox). */
const PLATFORM = { name: 'Publi Tecnologia Ltda.', document: null };

/**
 * A paid payment's receipt: the brand (company name and CNPJ), each creator (name and the
 * document payouts go to, a CPF shown masked), and the platform. It records the payment held by
 * Publi; the nota fiscal is out of scope.
 *
 * @throws AppError `PAYMENT.NOT_PAID` before the payment settles.
 */
export async function paymentReceipt(db: Queryable, view: PaymentView): Promise<PaymentReceiptWire> {
  if (view.row.paidAt === null) throw new AppError('PAYMENT.NOT_PAID');
  const [brand] = await db.select({ name: users.name, companyName: users.companyName, cnpj: users.cnpj }).from(users).where(eq(users.id, view.row.brandId));
  const creatorIds = view.items.map((item) => item.creatorId);
  const documents = await db
    .select({ creatorId: creators.id, document: bankAccounts.ownerDocument })
    .from(creators)
    .innerJoin(bankAccounts, eq(bankAccounts.userId, creators.userId))
    .where(inArray(creators.id, creatorIds));
  return {
    payment: { ...toPaymentWire(view), pix: null },
    payer: { name: brand?.companyName || brand?.name || '', document: brand?.cnpj ? receiptDocument(brand.cnpj) : null },
    payees: view.items.map((item) => {
      const document = documents.find((row) => row.creatorId === item.creatorId)?.document;
      return { contract_id: item.contractId, name: item.creatorName, document: document ? receiptDocument(document) : null };
    }),
    platform: PLATFORM,
  };
}
