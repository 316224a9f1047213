ALTER TABLE "cvs" ADD COLUMN "content_sha256" text;--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "upload_period_start" date;--> statement-breakpoint
CREATE INDEX "cvs_user_content_sha256_idx" ON "cvs" USING btree ("user_id","content_sha256");