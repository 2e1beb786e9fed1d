-- The agent's link token, one per agent, in its own table keyed by the agent's account (see
-- schema.ts, agentLinkTokens), and the never-used creators.creator_agent_token dropped: a token
-- has no place on the card that search reads.
CREATE TABLE "agent_link_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_link_tokens" ADD CONSTRAINT "agent_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_link_tokens_token_key" ON "agent_link_tokens" USING btree ("token");--> statement-breakpoint
ALTER TABLE "creators" DROP COLUMN "creator_agent_token";