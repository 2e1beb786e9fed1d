CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "delivery_files_pending_uploader_idx" ON "delivery_files" USING btree ("uploader_id") WHERE "delivery_files"."delivery_id" IS NULL;--> statement-breakpoint
CREATE INDEX "delivery_files_pending_created_idx" ON "delivery_files" USING btree ("created_at") WHERE "delivery_files"."delivery_id" IS NULL;