CREATE TABLE "provider_calls" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"project_id" integer,
	"payment_id" integer,
	"contract_id" integer,
	"payout_id" integer,
	"request" jsonb NOT NULL,
	"provider_object_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "provider_calls_kind_check" CHECK ("provider_calls"."kind" in ('charge', 'refund', 'payout'))
);
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "amount_centavos" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "counter_amount_centavos" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "project_options" ALTER COLUMN "price_centavos" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "budget_centavos" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "amount_centavos" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_items" ALTER COLUMN "amount_centavos" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_items" ALTER COLUMN "fee_centavos" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_centavos" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "fee_centavos" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "amount_centavos" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "provider_payout_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_calls" ADD CONSTRAINT "provider_calls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_calls" ADD CONSTRAINT "provider_calls_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_calls" ADD CONSTRAINT "provider_calls_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_calls" ADD CONSTRAINT "provider_calls_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_calls_unanswered_idx" ON "provider_calls" USING btree ("created_at") WHERE "provider_calls"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "provider_calls_project_idx" ON "provider_calls" USING btree ("project_id") WHERE "provider_calls"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "provider_calls_payment_idx" ON "provider_calls" USING btree ("payment_id");