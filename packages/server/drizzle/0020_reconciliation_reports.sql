CREATE TABLE "reconciliation_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ran_at" timestamp with time zone NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"compared" jsonb NOT NULL,
	"differences" jsonb NOT NULL,
	"difference_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reconciliation_reports_ran_at_idx" ON "reconciliation_reports" USING btree ("ran_at");