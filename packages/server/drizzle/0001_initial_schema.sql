CREATE TABLE "badges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "badges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"agency" text NOT NULL,
	"bank_code" text NOT NULL,
	"owner_name" text NOT NULL,
	"owner_document" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"position" integer NOT NULL,
	"stories" integer DEFAULT 0 NOT NULL,
	"feed" integer DEFAULT 0 NOT NULL,
	"tiktok" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cart_items_cart_id_creator_id_pk" PRIMARY KEY("cart_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "creator_badges" (
	"creator_id" integer NOT NULL,
	"badge_id" integer NOT NULL,
	CONSTRAINT "creator_badges_creator_id_badge_id_pk" PRIMARY KEY("creator_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"name_folded" text DEFAULT '' NOT NULL,
	"image" text,
	"state" text,
	"city" text,
	"city_folded" text,
	"search_text" text DEFAULT '' NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"engagement_bp" integer DEFAULT 0 NOT NULL,
	"price_stories" integer DEFAULT 0 NOT NULL,
	"price_feed" integer DEFAULT 0 NOT NULL,
	"price_tiktok" integer DEFAULT 0 NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"creator_agent_id" integer,
	"creator_agent_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_networks" (
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"link" text,
	"followers" integer DEFAULT 0 NOT NULL,
	"engagement_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "social_networks_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_categories" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "user_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" text NOT NULL,
	"type" text,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"image" text,
	"mini_bio" text,
	"company_name" text,
	"website" text,
	"postal_code" text,
	"street" text,
	"street_number" text,
	"complement" text,
	"neighborhood" text,
	"city" text,
	"state" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('creator', 'brand', 'agent'))
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_badges" ADD CONSTRAINT "creator_badges_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_badges" ADD CONSTRAINT "creator_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_creator_agent_id_users_id_fk" FOREIGN KEY ("creator_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_networks" ADD CONSTRAINT "social_networks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_categories" ADD CONSTRAINT "user_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_categories" ADD CONSTRAINT "user_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_id_key" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_user_id_key" ON "creators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_slug_key" ON "creators" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "creators_followers_idx" ON "creators" USING btree ("followers" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "creators"."active";--> statement-breakpoint
CREATE INDEX "creators_state_followers_idx" ON "creators" USING btree ("state","followers" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_city_followers_idx" ON "creators" USING btree ("city_folded","followers" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_engagement_idx" ON "creators" USING btree ("engagement_bp");--> statement-breakpoint
CREATE INDEX "creators_category_ids_idx" ON "creators" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "creators_search_text_trgm_idx" ON "creators" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creators_name_prefix_idx" ON "creators" USING btree ("name_folded" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_id_key" ON "users" USING btree ("external_id");