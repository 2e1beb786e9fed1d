CREATE TABLE "demo_mailbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"unsubscribe_url" text,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_mailbox_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "email_opt_outs" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "email_opt_outs_not_security" CHECK ("email_opt_outs"."kind" <> 'security')
);
--> statement-breakpoint
CREATE TABLE "outgoing_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"unsubscribe_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outgoing_emails_status" CHECK ("outgoing_emails"."status" IN ('pending', 'sent', 'refused', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD CONSTRAINT "outgoing_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_mailbox_to" ON "demo_mailbox" USING btree (lower("to_address"),"id");--> statement-breakpoint
CREATE INDEX "outgoing_emails_pending" ON "outgoing_emails" USING btree ("created_at") WHERE "outgoing_emails"."status" = 'pending';