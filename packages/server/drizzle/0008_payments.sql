CREATE TABLE "deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"round" integer NOT NULL,
	"links" text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"review_kind" text,
	"review_comment" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "deliveries_review_check" CHECK ("deliveries"."review_kind" is null or "deliveries"."review_kind" in ('approved', 'changes_requested', 'auto_approved'))
);
--> statement-breakpoint
CREATE TABLE "delivery_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"delivery_id" integer,
	"uploader_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"payment_id" integer,
	"payout_id" integer,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('brand_charge', 'platform_fee', 'held', 'release', 'payout_requested', 'payout_paid', 'payout_failed', 'refund', 'late_charge', 'late_refund')),
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('brand', 'platform', 'creator_held', 'creator_available', 'payout_pending', 'creator_paid_out', 'unmatched'))
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"payment_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"amount_centavos" integer NOT NULL,
	"fee_centavos" integer NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_items_payment_id_contract_id_pk" PRIMARY KEY("payment_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_centavos" integer NOT NULL,
	"fee_centavos" integer NOT NULL,
	"provider_charge_id" text NOT NULL,
	"pix_code" text,
	"pix_txid" text,
	"pix_expires_at" timestamp with time zone,
	"pix_qr" text,
	"card_brand" text,
	"card_last4" text,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('pix', 'card')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'expired', 'refunded')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_centavos" > 0 and "payments"."fee_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"amount_centavos" integer NOT NULL,
	"destination_label" text NOT NULL,
	"provider_payout_id" text NOT NULL,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('requested', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_brand_id_users_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_contract_round_key" ON "deliveries" USING btree ("contract_id","round");--> statement-breakpoint
CREATE INDEX "delivery_files_contract_idx" ON "delivery_files" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_contract_idx" ON "ledger_entries" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "payment_items_contract_idx" ON "payment_items" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_charge_key" ON "payments" USING btree ("provider_charge_id");--> statement-breakpoint
CREATE INDEX "payments_brand_idx" ON "payments" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_pending_pix_idx" ON "payments" USING btree ("pix_expires_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_key" ON "payouts" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_contract_requested_key" ON "payouts" USING btree ("contract_id") WHERE "payouts"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "payouts_creator_idx" ON "payouts" USING btree ("creator_id");