CREATE TABLE "cvs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_name" text,
	"file_size" integer DEFAULT 0 NOT NULL,
	"file_type" text,
	"storage_key" text,
	"status" text NOT NULL,
	"type" text DEFAULT 'uploaded' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"ats_score" real,
	"content" jsonb,
	"parse_confidence" jsonb,
	"failure_reason" text,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cvs" ADD CONSTRAINT "cvs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cvs_user_updated_idx" ON "cvs" USING btree ("user_id","updated_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "cvs_one_default_per_user_idx" ON "cvs" USING btree ("user_id") WHERE "cvs"."is_default";