ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amounts_check";--> statement-breakpoint
ALTER TABLE "payment_items" ADD COLUMN "late_fees_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pix_due_date" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_fees_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('brand_charge', 'platform_fee', 'late_fees', 'held', 'release', 'payout_requested', 'payout_paid', 'payout_failed', 'refund', 'late_charge', 'late_refund'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_due_date_check" CHECK (("payments"."method" = 'pix_due') = ("payments"."pix_due_date" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('pix', 'pix_due', 'card'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_centavos" > 0 and "payments"."fee_centavos" >= 0 and "payments"."late_fees_centavos" >= 0);