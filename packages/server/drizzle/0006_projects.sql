-- Projects (issue 11): a brand's projects with the wizard's state, their creators and deliveries, the
-- options (reference data priced per creator in centavos) and the options each project chose.
-- The two owner indexes serve the projects list, newest first, with and without a status.
CREATE TABLE "project_chosen_options" (
	"project_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "project_chosen_options_project_id_option_id_pk" PRIMARY KEY("project_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "project_creators" (
	"project_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"position" integer NOT NULL,
	"stories" integer DEFAULT 0 NOT NULL,
	"feed" integer DEFAULT 0 NOT NULL,
	"tiktok" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_creators_project_id_creator_id_pk" PRIMARY KEY("project_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "project_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_centavos" integer NOT NULL,
	CONSTRAINT "project_options_price_check" CHECK ("project_options"."price_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"name_folded" text NOT NULL,
	"image" text,
	"project_type" text,
	"budget_centavos" integer DEFAULT 0 NOT NULL,
	"humor" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mission" text DEFAULT '' NOT NULL,
	"creator_wanted" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('Draft', 'Send briefing', 'In progress', 'Completed', 'Cancelled')),
	CONSTRAINT "projects_type_check" CHECK ("projects"."project_type" in ('paid', 'exchange', 'ugc', 'event')),
	CONSTRAINT "projects_budget_check" CHECK ("projects"."budget_centavos" >= 0)
);
--> statement-breakpoint
ALTER TABLE "project_chosen_options" ADD CONSTRAINT "project_chosen_options_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_chosen_options" ADD CONSTRAINT "project_chosen_options_option_id_project_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."project_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_creators" ADD CONSTRAINT "project_creators_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_creators" ADD CONSTRAINT "project_creators_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_creators_creator_idx" ON "project_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "projects_owner_updated_idx" ON "projects" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_owner_status_updated_idx" ON "projects" USING btree ("owner_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The options are product data with stable ids (a client may name them), so they ship with the
-- schema rather than the demo seed; a price change is a later migration.
INSERT INTO "project_options" ("id", "name", "description", "price_centavos") VALUES
	(1, 'Direito de imagem por 30 dias', 'A marca pode repostar e usar o conteúdo em seus canais por 30 dias.', 30000),
	(2, 'Impulsionamento pago', 'A marca pode impulsionar as publicações com anúncios pagos durante o projeto.', 20000),
	(3, 'Exclusividade no segmento por 30 dias', 'O criador não publica para marcas concorrentes por 30 dias.', 50000),
	(4, 'Link na bio por 7 dias', 'O link da marca fica na bio do criador por 7 dias.', 10000),
	(5, 'Entrega dos arquivos brutos', 'O criador envia os vídeos e fotos originais, sem edição.', 15000);
